import * as z from 'zod/mini';
import { buyerPartSchema } from './checkoutChecks.js';
import { paymentMethodTypeSchema } from './clientTokens.js';
import { lazySchema } from './lazySchema.js';
import { paymentSchema } from './payments.js';
import { countryCode } from './primitives.js';

/*
 * The widget protocol's payment: the quote, and confirm, which pays (what each payment method
 * prepares is its slice's: the card token, the bank link).
 */

export const quoteRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    address: z.object({ countryCode: countryCode(), regionCode: z.optional(z.string()) }),
    paymentMethodType: paymentMethodTypeSchema,
  }),
);
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    currency: z.string(),
    subtotal: z.number(),
    /** The tax rate applied, in percent, and the taxRates key it came from (null: none). */
    taxRate: z.number(),
    taxRegion: z.nullable(z.string()),
    tax: z.number(),
    clientProcessingFee: z.number(),
    networkFee: z.number(),
    total: z.number(),
  }),
);
export type Quote = z.infer<typeof quoteSchema>;

export const confirmRequestSchema = /* @__PURE__ */ lazySchema(() => {
  const { buyer, taxIdToken } = buyerPartSchema.shape;
  return z.object({ buyer, payment: paymentSchema, taxIdToken });
});
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;
