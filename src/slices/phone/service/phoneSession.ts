import type { SessionCheck } from '../../../sandbox/confirm/parts.js';

/**
 * The phone check in the session: asked when the merchant's check is on, with the prefilled phone
 * when the service verified it for this merchant lately (the buyer skips the code).
 */
export const phoneSession: SessionCheck<'phone'> = ({ services, order, on }) => {
  const prefilled = order.identityPrefill?.phone;
  const known =
    on.phone &&
    prefilled !== undefined &&
    services.buyerChecks.phoneCodes.isVerified(order.merchantId, prefilled, services.clock.now());
  return { required: on.phone, ...(known ? { verifiedPhone: prefilled } : {}) };
};
