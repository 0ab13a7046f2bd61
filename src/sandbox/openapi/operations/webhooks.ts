// The webhook deliveries endpoints, the document itself, and the webhooks the service sends.
import { pathIdSchema } from '../../../api/httpShapes.js';
import { deliveryListQuerySchema } from '../../../api/webhookDeliveries.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../api/webhooks.js';
import * as ex from '../examples.js';
import type { OperationSpec } from '../operation.js';

export const WEBHOOK_OPERATIONS: OperationSpec[] = [
  {
    method: 'get',
    path: '/v1/webhooks/deliveries',
    operationId: 'listWebhookDeliveries',
    tag: 'webhooks',
    summary: "List the merchant's webhook deliveries",
    description: [
      "The merchant's deliveries (one event to one endpoint) with every attempt, newest first, at most 500: filter by `orderId` or `status` to reach older ones. What to read when an event did not arrive.",
      '',
      '- `status`: `pending` (waiting for its next attempt, `nextAttemptAt`), `delivered` (an attempt got a 2xx), `failed` (every attempt of the retry schedule failed), `dropped` (the outbox bound pushed it out first). Resend a failed or dropped one.',
      "- An attempt shows the receiver's status code (null when none came) and why it failed; never the body or the secret.",
    ].join('\n'),
    auth: 'merchant',
    query: {
      schema: deliveryListQuerySchema,
      descriptions: {
        orderId: 'Only the deliveries of this order.',
        status: 'Only the deliveries in this status.',
      },
    },
    ok: [
      {
        status: 200,
        description: 'The deliveries (an empty list when none match).',
        json: 'DeliveryList',
        example: [ex.delivery],
      },
    ],
    errors: [],
    curl: { query: { orderId: '$ORDER_ID' } },
  },
  {
    method: 'post',
    path: '/v1/webhooks/deliveries/{deliveryId}/resend',
    operationId: 'resendWebhookDelivery',
    tag: 'webhooks',
    summary: 'Send a delivery again',
    description:
      "Sends a delivered, failed or dropped delivery's event again now, with the same event id (`webhook-id`: dedupe on it) signed anew, and the whole retry schedule. The answer is the delivery, pending again. The body is `{}` (JSON, ignored).",
    auth: 'merchant',
    pathParams: [
      {
        name: 'deliveryId',
        schema: pathIdSchema,
        description: 'The `id` of the delivery.',
        example: ex.IDS.delivery,
      },
    ],
    body: { json: 'EmptyBody', example: {} },
    ok: [
      {
        status: 202,
        description: 'The delivery, pending its new attempt.',
        json: 'Delivery',
        example: {
          ...ex.delivery,
          status: 'pending',
          nextAttemptAt: '2026-11-22T10:05:00.000Z',
        },
      },
    ],
    errors: [
      {
        status: 404,
        code: 'NOT_FOUND',
        when: 'No delivery with this id belongs to the merchant.',
        message: 'No webhook delivery with this id for this merchant.',
      },
      {
        status: 409,
        code: 'CONFLICT',
        when: 'The delivery is still pending: its next attempt comes by itself.',
        message:
          'This delivery is still pending: its next attempt is due at 2026-11-22T10:05:00.000Z.',
      },
    ],
    curl: { path: { deliveryId: '$DELIVERY_ID' } },
  },
  {
    method: 'get',
    path: '/v1/openapi.json',
    operationId: 'getOpenApi',
    tag: 'reference',
    summary: 'This document',
    description:
      'The OpenAPI 3.1 document of the service, generated from the zod schemas of `src/api`; `servers[0]` is the origin the request reached. The same document is committed as `docs/openapi.json` (with `http://127.0.0.1:4010/v1`).',
    auth: 'none',
    cors: true,
    ok: [{ status: 200, description: 'The document.', json: 'OpenApiDocument' }],
    errors: [],
    curl: {},
  },
];

/** What each webhook event type reports, and what its `data` holds besides `order`. */
export const WEBHOOK_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'order.processing':
    'The buyer confirmed the payment: the order is Processing (`data.transition` from Draft or Declined).',
  'order.processed': 'The payment completed: the order is Processed.',
  'order.complete':
    'The NFT was delivered: the order is Complete, with `data.order.withdrawal.txHash`. Fulfil on this event (or on `order.processed` when you deliver the NFT yourself).',
  'order.declined':
    'The payment was declined (`data.order.error.reasonCode`: `CARD_DECLINED`, `INSUFFICIENT_FUNDS`, `BANK_DECLINED`, `AUTHENTICATION_FAILED`); the buyer may pay again while attempts are left.',
  'order.cancelled':
    'The order was cancelled (`reasonCode`: `NETF`, `PRCC`, `RISD`, `NA`); a paid order is refunded next.',
  'order.expired': 'The buyer did not pay in time: the order is Expired.',
  'order.refunded':
    'The payment of a cancelled order went back to the buyer: the order is Refunded.',
  'verification.required':
    'The buyer must verify an identity document before paying (`data.verification.reason`).',
  'verification.submitted': 'A capture of the document went to the verifier.',
  'verification.verified': 'The document was verified: the buyer can pay.',
  'verification.failed':
    'The capture failed (`data.verification.failure`); the buyer may try again while `attemptsLeft` > 0.',
  'action.required':
    "The card's issuer asks the buyer to authenticate (3-D Secure): the payment waits (`data.action`).",
  'action.resolved': 'The buyer answered the challenge (`data.action.outcome`).',
};

export const WEBHOOK_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES;
