// Test-only: the tax-id step against the real sandbox without a browser frame. It sends the SSN
// the way the frame does (POST /checkout/tax-ids with the client token), with a number the test
// picks.
import { useLayoutEffect } from 'preact/hooks';
import { type TaxIdToken, taxIdTokenSchema } from '../../slices/taxId/api/checkoutTaxId.js';
import { postAsFrame } from './sandboxFramePost.js';

export const sandboxTaxId = { ssn: '123456789', baseUrl: '' };

export function TaxIdFrame(props: {
  clientToken: string;
  title: string;
  onHandle: (handle: { tokenize(): Promise<TaxIdToken> } | null) => void;
}) {
  useLayoutEffect(() => {
    props.onHandle({
      tokenize: () =>
        postAsFrame(
          `${sandboxTaxId.baseUrl}/checkout/tax-ids`,
          props.clientToken,
          { taxId: sandboxTaxId.ssn },
          taxIdTokenSchema,
        ),
    });
    return () => props.onHandle(null);
  }, []);
  return <iframe title={props.title} class="nftc-frame" />;
}
