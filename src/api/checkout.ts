import * as z from 'zod/mini';
import { BANK_AGGREGATORS } from './aggregators.js';
import { behaviorBiometricsSchema } from './behaviour.js';
import { nextActionSchema } from './challenge.js';
import {
  identityPrefillSchema,
  nftSchema,
  PAYMENT_METHOD_TYPES,
  paymentMethodTypeSchema,
} from './clientTokens.js';
import { TAX_ID_TOKEN, TAX_ID_TOKEN_MAX_LENGTH } from './formats.js';
import { identityCheckSchema, identitySettingsSchema } from './identityCheck.js';
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
import { SSN_DIGITS } from './taxId.js';

/*
 * The widget protocol: clientToken-authenticated endpoints under /v1/checkout that the spec does
 * not have and the widget needs. docs/protocol.md describes each one.
 */

/** The token the tax-id frame hands back (src/api/taxId.ts). */
const taxIdTokenField = () =>
  pattern(TAX_ID_TOKEN, TAX_ID_TOKEN_MAX_LENGTH, 'must be a tax id token');

/** One status change of an order, numbered from 1 in the order it happened. */
export const transitionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    sequence: z.int().check(z.minimum(1)),
    from: z.nullable(orderStatusSchema),
    to: orderStatusSchema,
    at: isoDateTime(),
    reasonCode: z.optional(z.string()),
    txHash: z.optional(z.string()),
    /** On Processing: the payment waits for the buyer's authentication (see `nextAction`). */
    action: z.optional(z.literal('challenge')),
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
    /** The buyer's identity check, once the service assessed the buyer (docs/protocol.md). */
    identity: z.optional(identityCheckSchema),
    /** What the buyer must do before the payment goes on: present only while Processing waits. */
    nextAction: z.optional(nextActionSchema),
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

/**
 * The buyer checks of a session: whether the buyer's phone must be verified by a one-time code
 * (and the prefilled phone, when it already is for this merchant: a returning buyer), and whether
 * buyers with a US address give their tax id (SSN) in the tax-id frame.
 */
export const buyerChecksSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    phone: z.object({
      required: z.boolean(),
      verifiedPhone: z.optional(phone()),
    }),
    taxId: z.object({
      /** Countries whose buyers give a tax id (`['US']`), empty when none do. */
      countries: z.array(countryCode()),
      /** The tax-id frame page on the service origin (docs/protocol.md, tax-id frame). */
      frameUrl: httpUrl(),
    }),
    /** Whether the service may ask for an identity document, and the document frame's page. */
    identity: identitySettingsSchema,
  }),
);
export type BuyerChecks = z.infer<typeof buyerChecksSchema>;

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
    /** What the service asks of this buyer before payment (docs/protocol.md, buyer checks). */
    checks: buyerChecksSchema,
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
    /** From the tax-id frame, when the session asks the buyer's country for a tax id. */
    taxIdToken: z.optional(taxIdTokenField()),
  }),
);
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;

/**
 * POST /checkout/identity/assess: the buyer's details as confirm would send them (and the tax id
 * token), so the service decides on the same facts. Answered with the order state, `identity`
 * set (or the order Cancelled with RISD for a very high risk).
 */
export const identityAssessRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    buyer: buyerSchema,
    taxIdToken: z.optional(taxIdTokenField()),
  }),
);
export type IdentityAssessRequest = z.infer<typeof identityAssessRequestSchema>;

export const deviceDataRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    attributes: z.optional(z.record(z.string(), z.array(z.string()))),
    behaviorBiometrics: z.optional(behaviorBiometricsSchema),
  }),
);
export type DeviceDataRequest = z.infer<typeof deviceDataRequestSchema>;

/** POST /checkout/phone/code: send a one-time code to this phone (or learn it is verified). */
export const phoneCodeRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    phone: phone(),
  }),
);
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequestSchema>;

/**
 * The answer to a code request. `sent`: a code is on its way (expires at `expiresAt`; another may
 * be asked for from `resendAt`). `verified`: nothing to do, the phone is verified for this
 * merchant. `cooldown`: the last code was sent too recently. `locked`: too many wrong codes.
 */
export const phoneCodeAnswerSchema = /* @__PURE__ */ lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({
      status: z.literal('sent'),
      phone: phone(),
      expiresAt: isoDateTime(),
      resendAt: isoDateTime(),
    }),
    z.object({ status: z.literal('verified'), phone: phone() }),
    z.object({ status: z.literal('cooldown'), phone: phone(), resendAt: isoDateTime() }),
    z.object({ status: z.literal('locked'), phone: phone(), retryAt: isoDateTime() }),
  ]),
);
export type PhoneCodeAnswer = z.infer<typeof phoneCodeAnswerSchema>;

/** POST /checkout/phone/verify: the code the buyer typed. */
export const phoneVerifyRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    phone: phone(),
    code: pattern(/^\d{6}$/, 6, 'must be the 6 digits of the code'),
  }),
);
export type PhoneVerifyRequest = z.infer<typeof phoneVerifyRequestSchema>;

/**
 * The answer to a typed code. `wrong` says how many tries are left before the lock; `expired` and
 * `no_code` ask for a new code; `locked` says until when.
 */
export const phoneVerifyAnswerSchema = /* @__PURE__ */ lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('verified'), phone: phone() }),
    z.object({ status: z.literal('wrong'), phone: phone(), attemptsLeft: z.int() }),
    z.object({ status: z.literal('expired'), phone: phone() }),
    z.object({ status: z.literal('no_code'), phone: phone() }),
    z.object({ status: z.literal('locked'), phone: phone(), retryAt: isoDateTime() }),
  ]),
);
export type PhoneVerifyAnswer = z.infer<typeof phoneVerifyAnswerSchema>;

/** POST /checkout/tax-ids (the tax-id frame only, no CORS): nine digits, no dashes. */
export const taxIdRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    taxId: pattern(SSN_DIGITS, 9, 'must be the 9 digits of the SSN'),
  }),
);
export type TaxIdRequest = z.infer<typeof taxIdRequestSchema>;

/** A tax id the service keeps for this order: the token and the last four digits, never more. */
export const taxIdTokenSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    taxIdToken: taxIdTokenField(),
    last4: pattern(/^\d{4}$/, 4, 'must be 4 digits'),
  }),
);
export type TaxIdToken = z.infer<typeof taxIdTokenSchema>;

export { PAYMENT_METHOD_TYPES };
