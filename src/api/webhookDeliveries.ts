import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.js';
import { isoDateTime } from './primitives.js';
import { WEBHOOK_EVENT_TYPES } from './webhooks.js';

/*
 * The sandbox's record of webhook deliveries (GET /v1/webhooks/deliveries, POST
 * /v1/webhooks/deliveries/{deliveryId}/resend): what a merchant reads when an event did not
 * arrive. One delivery is one event to one endpoint; each try of it is an attempt.
 */

/**
 * `pending`: waiting for its next attempt; `delivered`: an attempt got a 2xx; `failed`: every
 * attempt of the retry schedule failed (resend it); `dropped`: the outbox bound pushed it out
 * before it was delivered (resend it).
 */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'dropped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const deliveryAttemptSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** 1 for the first try; resends go on counting. */
    attempt: z.number().check(z.int(), z.minimum(1)),
    at: isoDateTime(),
    /** The receiver's HTTP status, or null when none came (timeout, refused connection). */
    statusCode: z.nullable(z.number().check(z.int())),
    /** Why it failed, when it did: `timeout`, `connection refused`, `HTTP 503`… */
    error: z.optional(z.string()),
    durationMs: z.number().check(z.minimum(0)),
  }),
);
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

export const deliverySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    /** The event's id: also the `webhook-id` header, the same on every attempt and resend. */
    eventId: z.string(),
    eventType: z.enum(WEBHOOK_EVENT_TYPES),
    orderId: z.string(),
    sequence: z.number().check(z.int(), z.minimum(1)),
    url: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.array(deliveryAttemptSchema),
    /** When the next attempt is due; null unless pending. */
    nextAttemptAt: z.nullable(isoDateTime()),
    createdAt: isoDateTime(),
  }),
);
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = /* @__PURE__ */ lazySchema(() => z.array(deliverySchema));

export const deliveryListQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    orderId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    status: z.optional(z.enum(DELIVERY_STATUSES)),
  }),
);
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;
