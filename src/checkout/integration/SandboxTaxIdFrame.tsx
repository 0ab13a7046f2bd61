// Test-only: the tax-id step against the real sandbox without a browser frame. It sends the SSN
// the way the frame does (POST /checkout/tax-ids with the client token), with a number the test
// picks.
import { useLayoutEffect } from 'preact/hooks';
import { NftCheckoutError } from '../../api/errors.js';
import { type TaxIdToken, taxIdTokenSchema } from '../../slices/taxId/api/checkoutTaxId.js';

export const sandboxTaxId = { ssn: '123456789', baseUrl: '' };

export function TaxIdFrame(props: {
  clientToken: string;
  title: string;
  onHandle: (handle: { tokenize(): Promise<TaxIdToken> } | null) => void;
}) {
  useLayoutEffect(() => {
    props.onHandle({
      tokenize: async () => {
        const res = await fetch(`${sandboxTaxId.baseUrl}/checkout/tax-ids`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${props.clientToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ taxId: sandboxTaxId.ssn }),
        });
        const body: unknown = await res.json();
        if (!res.ok) throw new NftCheckoutError('VALIDATION', `tax id refused: ${res.status}`);
        return taxIdTokenSchema.parse(body);
      },
    });
    return () => props.onHandle(null);
  }, []);
  return <iframe title={props.title} class="nftc-frame" />;
}
