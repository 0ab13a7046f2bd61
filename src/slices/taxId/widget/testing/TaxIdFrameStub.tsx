// Test-only: stands in for ../TaxIdFrame.tsx (the real one is a frame on the service
// origin). It renders a titled iframe and hands over a tokenizer the test controls.
import { useLayoutEffect } from 'preact/hooks';
import type { TaxIdToken } from '../../api/checkoutTaxId.js';

export const TAX_ID_TOKEN: TaxIdToken = {
  taxIdToken: 'tid_0123456789abcdefABCDEF01',
  last4: '6789',
};

export const taxIdStub: { token: TaxIdToken; failure: Error | null; calls: number } = {
  token: TAX_ID_TOKEN,
  failure: null,
  calls: 0,
};

export function TaxIdFrame(props: {
  title: string;
  onHandle: (handle: { tokenize(): Promise<TaxIdToken> } | null) => void;
}) {
  useLayoutEffect(() => {
    props.onHandle({
      tokenize: async () => {
        taxIdStub.calls++;
        if (taxIdStub.failure) throw taxIdStub.failure;
        return taxIdStub.token;
      },
    });
    return () => props.onHandle(null);
  }, []);
  return <iframe title={props.title} class="nftc-frame" />;
}
