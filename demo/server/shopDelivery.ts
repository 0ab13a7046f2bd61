import { randomBytes } from 'node:crypto';
import { isNftCheckoutError } from '../../src/api/errors.js';
import type { ServiceClient } from '../../src/api/serviceClient.js';
import type { WebhookEvent } from '../../src/api/webhooks.js';
import type { OrderBook } from './orderBook.js';
import type { Sale, Sales } from './sales.js';
import type { ProcessedOutcome } from './webhookReceiver.js';

/** 32 random bytes as a hex transaction hash, as a chain would report it. */
export function fakeTransactionHash(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

export interface ShopDeliveryOptions {
  service: Pick<ServiceClient, 'postOrderEvent'>;
  sales: Sales;
  book: OrderBook;
  now?: () => number;
  makeHash?: () => string;
}

/** Answers the service gives when a `Delivered` event can never succeed: retrying cannot help. */
const FINAL_REFUSALS = new Set(['CONFLICT', 'NOT_FOUND', 'VALIDATION']);

/**
 * The shop delivering an NFT no smart contract delivers: on a verified `order.processed` of an
 * order it sold such an item for, it "mints" the NFT (a made-up transaction hash, the same on
 * every try) and posts the `Delivered` order event, which completes the order. One delivery per
 * order at a time; a refusal is recorded, a failure to reach the service asks for the webhook
 * again.
 */
export function createShopDelivery(options: ShopDeliveryOptions) {
  const now = options.now ?? Date.now;
  const makeHash = options.makeHash ?? fakeTransactionHash;
  const running = new Map<string, Promise<ProcessedOutcome>>();

  async function deliver(sale: Sale): Promise<ProcessedOutcome> {
    sale.transactionHash ??= makeHash();
    const transactionHash = sale.transactionHash;
    options.book.delivering(sale.orderId);
    try {
      await options.service.postOrderEvent({
        type: 'Delivered',
        orderId: sale.orderId,
        referenceId: sale.referenceId,
        transactionHash,
      });
      options.book.delivered(sale.orderId, {
        transactionHash,
        at: new Date(now()).toISOString(),
      });
      return 'done';
    } catch (error) {
      if (isNftCheckoutError(error) && FINAL_REFUSALS.has(error.code)) {
        options.book.deliveryRefused(sale.orderId, error.message);
        return 'done';
      }
      return 'retry';
    }
  }

  return {
    onProcessed(event: WebhookEvent): Promise<ProcessedOutcome> {
      const orderId = event.data.order.id;
      const sale = options.sales.get(orderId);
      if (!sale?.shopDelivers) return Promise.resolve('not-mine');
      const current = running.get(orderId);
      if (current) return current;
      const started = deliver(sale).finally(() => running.delete(orderId));
      running.set(orderId, started);
      return started;
    },
  };
}
