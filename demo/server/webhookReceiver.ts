import { isNftCheckoutError } from '../../src/api/errors.js';
import { verifyWebhook, type WebhookHeaders } from '../../src/api/verifyWebhook.js';
import type { WebhookEvent } from '../../src/api/webhooks.js';
import type { JsonReply } from './jsonReply.js';
import type { OrderBook, OrderFulfilment } from './orderBook.js';
import type { WebhookHold } from './webhookHold.js';

/**
 * The shop's webhook endpoint (POST /webhooks): verifies each delivery with `verifyWebhook`,
 * records it in the order book, and only then answers 2xx. An unverified delivery is answered
 * 401 and never touches the book. On a verified `order.processed`, `onProcessed` lets the shop
 * deliver an NFT it delivers itself; when that cannot be done yet, the answer is 503 so the
 * service's retry brings the event back (the book counts it once).
 */

/** What the shop did with a verified order.processed. */
export type ProcessedOutcome = 'done' | 'not-mine' | 'retry';

export interface WebhookReceiverOptions {
  /** The endpoint's whsec_ secret (several while one is rotated). */
  secret: string | readonly string[];
  book: OrderBook;
  onProcessed: (event: WebhookEvent, order: OrderFulfilment) => Promise<ProcessedOutcome>;
  /** The test switch (only with --fast). */
  hold?: WebhookHold | undefined;
  now?: () => number;
}

function problem(status: number, code: string, message: string): JsonReply {
  return { status, body: { code, message } };
}

export function createWebhookReceiver(options: WebhookReceiverOptions) {
  const now = options.now ?? Date.now;

  return {
    async receive(rawBody: string | Uint8Array, headers: WebhookHeaders): Promise<JsonReply> {
      let event: WebhookEvent;
      try {
        event = verifyWebhook(rawBody, headers, options.secret);
      } catch (error) {
        if (isNftCheckoutError(error) && error.code === 'UNAUTHORIZED') {
          return problem(401, 'UNAUTHORIZED', error.message);
        }
        if (isNftCheckoutError(error) && error.code === 'VALIDATION') {
          return problem(400, 'VALIDATION', error.message);
        }
        throw error;
      }
      const order = event.data.order;
      if (options.hold?.isHeld(order.id)) {
        options.book.held(order.id, order.referenceId ?? null);
        return problem(
          503,
          'HELD',
          'This order’s webhooks are held by the demo’s test switch: the service will retry.',
        );
      }
      const { duplicate, order: recorded } = options.book.record(event, now());
      // A duplicate order.processed still counts: the delivery may not have gone through yet.
      if (
        event.type === 'order.processed' &&
        recorded.state !== 'fulfilled' &&
        !recorded.delivery
      ) {
        const outcome = await options.onProcessed(event, recorded);
        if (outcome === 'retry') {
          return problem(
            503,
            'DELIVERY_PENDING',
            'The NFT could not be delivered yet: send this event again.',
          );
        }
      }
      return { status: 200, body: { received: true, duplicate } };
    },
  };
}

export type WebhookReceiver = ReturnType<typeof createWebhookReceiver>;
