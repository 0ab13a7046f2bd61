import type { SomeDocs } from '../docTypes.js';
import * as ex from '../examples.js';
import { delivery } from '../webhookExamples.js';

export const WEBHOOK_DELIVERY_DOCS = {
  listWebhookDeliveries: {
    description: [
      "The merchant's deliveries (one event to one endpoint) with every attempt, newest first, at most 500: filter by `orderId` or `status` to reach older ones. What to read when an event did not arrive.",
      '',
      '- `status`: `pending` (waiting for its next attempt, `nextAttemptAt`), `delivered` (an attempt got a 2xx), `failed` (every attempt of the retry schedule failed), `dropped` (the outbox bound pushed it out first). Resend a failed or dropped one.',
      "- An attempt shows the receiver's status code (null when none came) and why it failed; never the body or the secret.",
    ].join('\n'),
    query: {
      orderId: 'Only the deliveries of this order.',
      status: 'Only the deliveries in this status.',
    },
    response: {
      description: 'The deliveries (an empty list when none match).',
      example: [delivery],
    },
    curl: { query: { orderId: '$ORDER_ID' } },
  },
  resendWebhookDelivery: {
    description:
      "Sends a delivered, failed or dropped delivery's event again now, with the same event id (`webhook-id`: dedupe on it) signed anew, and the whole retry schedule. The answer is the delivery, pending again. The body is `{}` (JSON, ignored).",
    params: { deliveryId: { description: 'The `id` of the delivery.', example: ex.IDS.delivery } },
    body: { example: {} },
    response: {
      description: 'The delivery, pending its new attempt.',
      example: { ...delivery, status: 'pending', nextAttemptAt: '2026-11-22T10:05:00.000Z' },
    },
    refusals: {
      '404 NOT_FOUND': {
        when: 'No delivery with this id belongs to the merchant.',
        message: 'No webhook delivery with this id for this merchant.',
      },
      '409 CONFLICT': {
        when: 'The delivery is still pending: its next attempt comes by itself.',
        message:
          'This delivery is still pending: its next attempt is due at 2026-11-22T10:05:00.000Z.',
      },
    },
    curl: { path: { deliveryId: '$DELIVERY_ID' } },
  },
} satisfies SomeDocs;
