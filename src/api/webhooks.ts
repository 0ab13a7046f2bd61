import * as z from 'zod/mini';
import { transitionSchema } from './checkout.js';
import { lazySchema } from './lazySchema.js';
import { type OrderStatus, orderSchema } from './orders.js';
import { isoDateTime } from './primitives.js';
import { STEP_WEBHOOK_TYPES, stepWebhookData } from './webhookParts.js';

/*
 * The webhooks the service sends a merchant's server: one event per order transition and per
 * step of the identity check and the card authentication, signed by the Standard Webhooks
 * scheme (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`; an HMAC-SHA256 over
 * `id.timestamp.body`). `verifyWebhook` checks one and returns it typed.
 */

/** The order statuses a webhook reports, one event type each (Draft has none). */
export const ORDER_WEBHOOK_TYPES = {
  Processing: 'order.processing',
  Processed: 'order.processed',
  Complete: 'order.complete',
  Declined: 'order.declined',
  Cancelled: 'order.cancelled',
  Expired: 'order.expired',
  Refunded: 'order.refunded',
} as const satisfies Record<Exclude<OrderStatus, 'Draft'>, string>;

/** Every event type a webhook carries. */
export const WEBHOOK_EVENT_TYPES = [
  ...Object.values(ORDER_WEBHOOK_TYPES),
  ...STEP_WEBHOOK_TYPES,
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The Standard Webhooks headers every delivery carries. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** How far a delivery's timestamp may be from the receiver's clock (Standard Webhooks). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * One webhook event. `id` is the same on every attempt and resend of it (dedupe on it);
 * `sequence` counts the order's events from 1, so a receiver can order them whatever the order
 * of arrival. `data.order` is the order as `GET /v1/orders/{id}` answered when it was sent.
 */
export const webhookEventSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    type: z.enum(WEBHOOK_EVENT_TYPES),
    id: z.string().check(z.minLength(1), z.maxLength(200)),
    createdAt: isoDateTime(),
    sequence: z.number().check(z.int(), z.minimum(1)),
    data: z.object({
      order: orderSchema,
      /** `order.*`: the transition it reports. */
      transition: z.optional(transitionSchema),
      ...stepWebhookData(),
    }),
  }),
);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** The webhook event type of an order status; undefined for Draft. */
export function orderWebhookType(status: OrderStatus): WebhookEventType | undefined {
  return status === 'Draft' ? undefined : ORDER_WEBHOOK_TYPES[status];
}
