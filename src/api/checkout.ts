import * as z from 'zod/mini';
import { behaviorBiometricsSchema } from './behaviour.js';
import { buyerChecksSchema } from './checkoutChecks.js';
import {
  enabledMethodTypeSchema,
  identityPrefillSchema,
  nftSchema,
  paymentMethodTypeSchema,
} from './clientTokens.js';
import { lazySchema } from './lazySchema.js';
import { orderStateParts } from './orderStateParts.js';
import { orderSchema, orderStatusSchema } from './orders.js';
import { httpUrl, isoDateTime } from './primitives.js';

/*
 * The widget protocol: clientToken-authenticated endpoints under /v1/checkout that the spec does
 * not have and the widget needs. docs/protocol.md describes each one. This module: the session
 * and the order's state (polling, the event stream, the expiry); the other parts of the protocol
 * are checkoutBuyer.ts, checkoutChecks.ts, checkoutPayment.ts and checkoutIdentity.ts.
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
    ...orderStateParts(),
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
      enabled: z.array(enabledMethodTypeSchema).check(z.minLength(1)),
      default: paymentMethodTypeSchema,
    }),
    /** The card frame page on the service origin (see docs/protocol.md, card frame). */
    cardFrameUrl: httpUrl(),
    /** The wallet frame page, when the checkout offers a wallet (docs/protocol.md, wallets). */
    walletFrameUrl: z.optional(httpUrl()),
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

export const deviceDataRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    attributes: z.optional(z.record(z.string(), z.array(z.string()))),
    behaviorBiometrics: z.optional(behaviorBiometricsSchema),
  }),
);
export type DeviceDataRequest = z.infer<typeof deviceDataRequestSchema>;
