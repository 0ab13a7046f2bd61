// The example values of the document's webhooks: each event of the one purchase of examples.ts,
// and a delivery of one.

import type { Order, OrderStatus } from '../../api/orders.js';
import type { Delivery } from '../../api/webhookDeliveries.js';
import { ORDER_WEBHOOK_TYPES, type WebhookEvent } from '../../api/webhooks.js';
import { AT, completeOrder, IDS, paidOrder } from './examples.js';
import type { WebhookExampleBase } from './stepWebhookExample.js';
import { STEP_WEBHOOK_EXAMPLES } from './stepWebhookExamples.js';

export const delivery = {
  id: IDS.delivery,
  eventId: IDS.event,
  eventType: 'order.complete',
  orderId: IDS.order,
  sequence: 4,
  url: 'https://shop.example/webhooks/nft-checkout',
  status: 'delivered',
  attempts: [
    {
      attempt: 1,
      at: AT.complete,
      statusCode: 503,
      error: 'HTTP 503',
      durationMs: 12,
    },
    { attempt: 2, at: '2026-11-22T10:01:23.345Z', statusCode: 204, durationMs: 9 },
  ],
  nextAttemptAt: null,
  createdAt: AT.complete,
} satisfies Delivery;

const ORDER_STATUS_OF = Object.fromEntries(
  Object.entries(ORDER_WEBHOOK_TYPES).map(([status, type]) => [type, status]),
) as Partial<Record<string, Exclude<OrderStatus, 'Draft'>>>;

/** The status before each one in the examples (Complete: after Processed, as on chain). */
const PREVIOUS: Record<Exclude<OrderStatus, 'Draft'>, OrderStatus> = {
  Processing: 'Draft',
  Processed: 'Processing',
  Complete: 'Processed',
  Declined: 'Processing',
  Cancelled: 'Processing',
  Expired: 'Draft',
  Refunded: 'Cancelled',
};

/** The event of one webhook type, for the order at that point. */
export function webhookExample(type: WebhookEvent['type']): WebhookEvent {
  const base: WebhookExampleBase = { type, id: IDS.event, createdAt: AT.complete };
  for (const example of STEP_WEBHOOK_EXAMPLES) {
    const event = example(base);
    if (event) return event;
  }
  const to = ORDER_STATUS_OF[type] ?? 'Processing';
  const order: Order = to === 'Complete' ? completeOrder : { ...paidOrder, status: to };
  const failed = to === 'Declined' || to === 'Cancelled' || to === 'Refunded';
  const reasonCode = to === 'Declined' ? 'CARD_DECLINED' : 'NETF';
  const sequence = to === 'Processing' || to === 'Expired' ? 2 : to === 'Refunded' ? 4 : 3;
  return {
    ...base,
    sequence,
    data: {
      order: failed ? { ...order, error: { reasonCode } } : order,
      transition: {
        sequence,
        from: PREVIOUS[to],
        to,
        at: AT.complete,
        ...(failed ? { reasonCode } : {}),
        ...(to === 'Complete' ? { txHash: IDS.txHash } : {}),
      },
    },
  };
}
