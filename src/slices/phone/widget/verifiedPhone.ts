import type { CheckoutSession } from '../../../api/checkout.js';
import { normalisePhone } from '../../../api/formats.js';

/** How the phone step records a phone it verified among the checkout's verified facts. */
export const phoneFact = (normalised: string) => `phone:${normalised}`;

/**
 * Whether the service knows this phone (normalised) as the buyer's: verified in this checkout,
 * or remembered by the service for this merchant (a returning buyer's).
 */
export function isPhoneVerified(
  session: CheckoutSession,
  verified: readonly string[],
  normalised: string,
): boolean {
  return (
    verified.includes(phoneFact(normalised)) ||
    normalisePhone(session.checks.phone.verifiedPhone ?? '') === normalised
  );
}
