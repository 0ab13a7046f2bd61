import * as z from 'zod/mini';
import { BANK_AGGREGATORS } from './aggregators.js';
import { behaviorBiometricsSchema } from './behaviour.js';
import {
  identityPrefillSchema,
  nftSchema,
  PAYMENT_METHOD_TYPES,
  paymentMethodTypeSchema,
} from './clientTokens.js';
import { lazySchema } from './lazySchema.js';
import { orderSchema, orderStatusSchema } from './orders.js';
import {
  countryCode,
  email,
  httpUrl,
  isoDate,
  isoDateTime,
  nonEmpty,
  pattern,
  phone,
  uuid,
} from './primitives.js';

/*
 * The widget protocol: clientToken-authenticated endpoints under /v1/checkout that the spec does
 * not have and the widget needs. docs/protocol.md describes each one.
 */

/** One status change of an order, numbered from 1 in the order it happened. */
export const transitionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    sequence: z.int().check(z.minimum(1)),
    from: z.nullable(orderStatusSchema),
    to: orderStatusSchema,
    at: isoDateTime(),
    reasonCode: z.optional(z.string()),
    txHash: z.optional(z.string()),
  }),
);
export type Transition = z.infer<typeof transitionSchema>;

/** The order with its whole transition history: what polling and the event stream deliver. */
export const orderStateSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    order: orderSchema,
    transitions: z.array(transitionSchema),
    /** Payment attempts left after a decline; 0 when the order cannot be paid again. */
    attemptsLeft: z.int().check(z.minimum(0)),
  }),
);
export type OrderState = z.infer<typeof orderStateSchema>;

/**
 * The event stream's first message (`event: stream`): how often the service sends a heartbeat
 * comment, so a client can treat a stream silent for about two intervals as dead.
 */
export const streamInfoSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    heartbeatMs: z.int().check(z.minimum(1)),
  }),
);
export type StreamInfo = z.infer<typeof streamInfoSchema>;

export const checkoutSessionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    state: orderStateSchema,
    nft: nftSchema,
    identityPrefill: z.optional(identityPrefillSchema),
    paymentMethods: z.object({
      enabled: z.array(paymentMethodTypeSchema).check(z.minLength(1)),
      default: paymentMethodTypeSchema,
    }),
    /** The card frame page on the service origin (see docs/protocol.md, card frame). */
    cardFrameUrl: httpUrl(),
    expiresAt: isoDateTime(),
    /** Session key for device and behaviour data; the risk engine reads it at confirm. */
    sessionKey: z.string(),
    /** The service's clock when it answered: the countdown runs on it, not on the buyer's clock. */
    now: isoDateTime(),
    /** The latest the order can be made to expire by extensions (creation + 3600 s). */
    maxExpiresAt: isoDateTime(),
  }),
);
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** POST /checkout/order/extend: the expiry the widget shows, which the extension moves on. */
export const expiryExtensionRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    expiresAt: isoDateTime(),
  }),
);
export type ExpiryExtensionRequest = z.infer<typeof expiryExtensionRequestSchema>;

/** The order after an extension, its new expiry, the limit and the service's clock. */
export const expiryExtensionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    state: orderStateSchema,
    expiresAt: isoDateTime(),
    maxExpiresAt: isoDateTime(),
    now: isoDateTime(),
  }),
);
export type ExpiryExtension = z.infer<typeof expiryExtensionSchema>;

export const buyerAddressSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    street1: nonEmpty(),
    street2: z.optional(z.string()),
    city: nonEmpty(),
    regionCode: nonEmpty(),
    postalCode: nonEmpty(),
    countryCode: countryCode(),
  }),
);

export const buyerSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    firstName: nonEmpty(),
    lastName: nonEmpty(),
    dateOfBirth: isoDate(),
    emailAddress: email(),
    phone: phone(),
    address: buyerAddressSchema,
  }),
);
export type Buyer = z.infer<typeof buyerSchema>;

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

export const confirmRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    buyer: buyerSchema,
    payment: paymentSchema,
  }),
);
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;

export const deviceDataRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    attributes: z.optional(z.record(z.string(), z.array(z.string()))),
    behaviorBiometrics: z.optional(behaviorBiometricsSchema),
  }),
);
export type DeviceDataRequest = z.infer<typeof deviceDataRequestSchema>;

export { PAYMENT_METHOD_TYPES };
