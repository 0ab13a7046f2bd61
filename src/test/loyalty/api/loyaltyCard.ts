// Test-only: the loyalty card step's interface. A loyalty card number is 10 digits; the service
// keeps it and hands back a token and the last 4, as the tax-id frame does with an SSN.
import * as z from 'zod/mini';

export const LOYALTY_CARD_DIGITS = /^\d{10}$/;

export const loyaltyCardRequestSchema = z.object({ number: z.string().check(z.maxLength(32)) });
export type LoyaltyCardRequest = z.infer<typeof loyaltyCardRequestSchema>;

export const loyaltyCardTokenSchema = z.object({
  loyaltyToken: z.string().check(z.regex(/^loy_[0-9a-f]{32}$/)),
  last4: z.string().check(z.regex(/^\d{4}$/)),
});
export type LoyaltyCardToken = z.infer<typeof loyaltyCardTokenSchema>;
