// Test-only: the loyalty card step against the real sandbox without a browser frame. It sends
// the number the way the frame would (POST /checkout/loyalty-cards with the client token), a
// number the test picks.
import { useLayoutEffect } from 'preact/hooks';
import {
  type LoyaltyCardToken,
  loyaltyCardTokenSchema,
} from '../../test/loyalty/api/loyaltyCard.js';
import { postAsFrame } from './sandboxFramePost.js';

export const sandboxLoyalty = { number: '1234567890', baseUrl: '' };

export function LoyaltyFrame(props: {
  clientToken: string;
  title: string;
  onHandle: (handle: { tokenize(): Promise<LoyaltyCardToken> } | null) => void;
}) {
  useLayoutEffect(() => {
    props.onHandle({
      tokenize: () =>
        postAsFrame(
          `${sandboxLoyalty.baseUrl}/checkout/loyalty-cards`,
          props.clientToken,
          { number: sandboxLoyalty.number },
          loyaltyCardTokenSchema,
        ),
    });
    return () => props.onHandle(null);
  }, []);
  return <iframe title={props.title} class="nftc-frame" />;
}
