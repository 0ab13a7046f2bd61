import * as z from 'zod/mini';
import { paymentMethodTypeSchema } from '../../../api/clientTokens.js';
import { lazySchema } from '../../../api/lazySchema.js';
import { nonEmpty, pattern } from '../../../api/primitives.js';

/*
 * The card's part of the widget protocol: what the card frame sends to be tokenized, the token
 * it hands the widget, and how confirm names a card payment.
 */

/** A card's number and expiry, as the card frame and a wallet's payment data send them. */
export const cardDetailsShape = () => ({
  number: pattern(/^\d{12,19}$/, 19, 'must be 12 to 19 digits'),
  expMonth: z.int().check(z.minimum(1), z.maximum(12)),
  expYear: z.int().check(z.minimum(2000), z.maximum(2100)),
});

export const cardTokenRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    ...cardDetailsShape(),
    cvc: pattern(/^\d{3,4}$/, 4, 'must be 3 or 4 digits'),
  }),
);
export type CardTokenRequest = z.infer<typeof cardTokenRequestSchema>;

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;

export const cardTokenSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    cardToken: nonEmpty(),
    brand: z.enum(CARD_BRANDS),
    last4: pattern(/^\d{4}$/, 4, 'must be 4 digits'),
    paymentMethodType: paymentMethodTypeSchema,
  }),
);
export type CardToken = z.infer<typeof cardTokenSchema>;

/** Confirm's `payment` when the buyer pays by card. */
export const cardPaymentSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ type: z.literal('card'), cardToken: nonEmpty() }),
);
