// Test-only: the loyalty card step against the real sandbox without a browser frame. It sends
// the number the way the frame would (POST /checkout/loyalty-cards with the client token), a
// number the test picks.
import { loyaltyCardTokenSchema } from '../../test/loyalty/api/loyaltyCard.js';
import { frameStandIn } from './sandboxFrameStandIn.js';

export const sandboxLoyalty = { number: '1234567890', baseUrl: '' };

export const LoyaltyFrame = frameStandIn(
  () => `${sandboxLoyalty.baseUrl}/checkout/loyalty-cards`,
  () => ({ number: sandboxLoyalty.number }),
  loyaltyCardTokenSchema,
);
