// Test-only: the loyalty card step against the real sandbox without a browser frame. It sends
// the number the way the frame would (POST /checkout/loyalty-cards with the client token), a
// number the test picks.
import { useLayoutEffect } from 'preact/hooks';
import { NftCheckoutError } from '../../api/errors.js';
import {
  type LoyaltyCardToken,
  loyaltyCardTokenSchema,
} from '../../test/loyalty/api/loyaltyCard.js';

export const sandboxLoyalty = { number: '1234567890', baseUrl: '' };

export function LoyaltyFrame(props: {
  clientToken: string;
  title: string;
  onHandle: (handle: { tokenize(): Promise<LoyaltyCardToken> } | null) => void;
}) {
  useLayoutEffect(() => {
    props.onHandle({
      tokenize: async () => {
        const res = await fetch(`${sandboxLoyalty.baseUrl}/checkout/loyalty-cards`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${props.clientToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ number: sandboxLoyalty.number }),
        });
        const body = (await res.json()) as { message?: string };
        if (!res.ok) throw new NftCheckoutError('VALIDATION', body.message ?? String(res.status));
        return loyaltyCardTokenSchema.parse(body);
      },
    });
    return () => props.onHandle(null);
  }, []);
  return <iframe title={props.title} class="nftc-frame" />;
}
