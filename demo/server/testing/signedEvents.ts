// Test-only: webhook events signed as the service signs them (the standardwebhooks package).
import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Order, OrderStatus } from '../../../src/api/orders.js';
import { ORDER_WEBHOOK_TYPES, type WebhookEventType } from '../../../src/api/webhooks.js';

export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export interface EventInput {
  orderId: string;
  status: Exclude<OrderStatus, 'Draft'>;
  sequence: number;
  id?: string;
  order?: Partial<Order>;
}

/** One order.* event as the service sends it. */
export function orderEvent(input: EventInput) {
  const type: WebhookEventType = ORDER_WEBHOOK_TYPES[input.status];
  return {
    type,
    id: input.id ?? `evt_${randomUUID()}`,
    createdAt: new Date().toISOString(),
    sequence: input.sequence,
    data: {
      order: {
        id: input.orderId,
        createdAt: new Date().toISOString(),
        referenceId: 'ref-1',
        status: input.status,
        ...input.order,
      },
    },
  };
}

export interface Signed {
  body: string;
  headers: Record<string, string>;
}

/** The body as sent and the Standard Webhooks headers, signed with `secret`. */
export function sign(event: { id: string }, secret: string, at = new Date()): Signed {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'webhook-id': event.id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(event.id, at, body),
    },
  };
}
