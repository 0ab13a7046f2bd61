import type { BuyerCheck } from '../../../sandbox/confirm/parts.js';

/** At confirm: the buyer's phone verified for this merchant, when the merchant checks phones. */
export const phoneCheck: BuyerCheck = ({ services, order, request, now, on }) => {
  if (!on.phone) return { issues: [], checked: {} };
  const verified = services.buyerChecks.phoneCodes.isVerified(
    order.merchantId,
    request.buyer.phone,
    now,
  );
  return {
    issues: verified
      ? []
      : [
          {
            path: 'buyer.phone',
            message:
              'is not verified: send it a one-time code (POST /v1/checkout/phone/code) and confirm the code (POST /v1/checkout/phone/verify) first',
          },
        ],
    checked: { isPhoneVerified: verified },
  };
};
