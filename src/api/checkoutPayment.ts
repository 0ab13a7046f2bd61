import * as z from 'zod/mini';
import { BANK_AGGREGATORS } from '../slices/ach/api/aggregators.js';
import { taxIdTokenField } from '../slices/taxId/api/checkoutTaxId.js';
import { buyerSchema } from './checkoutBuyer.js';
import { paymentMethodTypeSchema } from './clientTokens.js';
import { lazySchema } from './lazySchema.js';
import { countryCode, nonEmpty, pattern, uuid } from './primitives.js';

/*
 * The widget protocol's payment: the quote, the card token and the bank link a payment method
 * prepares, and confirm, which pays.
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

export const cardTokenRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    number: pattern(/^\d{12,19}$/, 19, 'must be 12 to 19 digits'),
    expMonth: z.int().check(z.minimum(1), z.maximum(12)),
    expYear: z.int().check(z.minimum(2000), z.maximum(2100)),
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

export const bankLinkRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    aggregator: z.enum(BANK_AGGREGATORS),
    username: nonEmpty(),
    password: nonEmpty(),
  }),
);
export type BankLinkRequest = z.infer<typeof bankLinkRequestSchema>;

export const bankLinkSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    bankAccountId: uuid(),
    institutionName: z.string(),
    accountName: z.string(),
    mask: z.string(),
  }),
);
export type BankLink = z.infer<typeof bankLinkSchema>;

export const paymentSchema = /* @__PURE__ */ lazySchema(() =>
  z.union([
    z.object({ type: z.literal('card'), cardToken: nonEmpty() }),
    z.object({ type: z.literal('ach'), bankAccountId: uuid() }),
  ]),
);
export type Payment = z.infer<typeof paymentSchema>;

/**
 * The buyer's part of confirm: their details and what the steps add to them. The identity
 * assessment is sent the same, so the service decides on the facts confirm will carry.
 */
export const buyerPartSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    buyer: buyerSchema,
    /** From the tax-id frame, when the session asks the buyer's country for a tax id. */
    taxIdToken: z.optional(taxIdTokenField()),
  }),
);
export type BuyerPart = z.infer<typeof buyerPartSchema>;

export const confirmRequestSchema = /* @__PURE__ */ lazySchema(() => {
  const { buyer, taxIdToken } = buyerPartSchema.shape;
  return z.object({ buyer, payment: paymentSchema, taxIdToken });
});
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;
