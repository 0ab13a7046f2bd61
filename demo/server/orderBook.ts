import type { OrderStatus } from '../../src/api/orders.js';
import {
  ORDER_WEBHOOK_TYPES,
  type WebhookEvent,
  type WebhookEventType,
} from '../../src/api/webhooks.js';

/**
 * What the shop's server knows about each order from the webhooks it verified: the deliveries
 * (deduplicated by event id, kept in sequence order), the order's latest status by sequence, and
 * its fulfilment. Only verified events reach it. Everything is bounded: a fixed number of orders
 * (the oldest is forgotten first) and of deliveries and event ids per order.
 */

/**
 * `waiting`: no verified word yet that the order is done; `delivering`: the payment is confirmed
 * and the shop is delivering the NFT itself; `fulfilled`: a verified `order.complete` arrived;
 * `not-fulfilled`: the order ended without completing (cancelled, expired, refunded).
 */
export type FulfilmentState = 'waiting' | 'delivering' | 'fulfilled' | 'not-fulfilled';

export interface ReceivedDelivery {
  eventId: string;
  type: WebhookEventType;
  sequence: number;
  /** The order status the event reports (order.* events), or the order's status in it. */
  status: OrderStatus;
  /** When it first arrived. */
  receivedAt: string;
  /** Only verified deliveries are recorded; kept so the log says so. */
  verified: true;
  /** How often it arrived: a retry or resend of the same event is recorded once. */
  received: number;
}

export interface ShopDelivery {
  transactionHash: string;
  at: string;
}

export interface OrderFulfilment {
  orderId: string;
  referenceId: string | null;
  /** The status of the order event with the highest sequence; null before any. */
  status: OrderStatus | null;
  /** The highest sequence received. */
  sequence: number;
  state: FulfilmentState;
  reasonCode?: string;
  /** The transaction hash of the completed order. */
  txHash?: string;
  fulfilledAt?: string;
  /** The `Delivered` event this server posted, for items it delivers itself. */
  delivery?: ShopDelivery;
  /** Why the service refused that `Delivered` event, when it did. */
  deliveryError?: string;
  /** Deliveries in sequence order. */
  deliveries: ReceivedDelivery[];
  /** Attempts the test switch answered 503 (never recorded as deliveries). */
  held: number;
}

export interface OrderBookLimits {
  maxOrders: number;
  maxDeliveriesPerOrder: number;
  maxEventIdsPerOrder: number;
}

export const ORDER_BOOK_LIMITS: OrderBookLimits = {
  maxOrders: 500,
  maxDeliveriesPerOrder: 64,
  maxEventIdsPerOrder: 256,
};

const STATUS_OF_TYPE = new Map<string, OrderStatus>(
  Object.entries(ORDER_WEBHOOK_TYPES).map(([status, type]) => [type, status as OrderStatus]),
);
const ENDED: ReadonlySet<OrderStatus> = new Set(['Cancelled', 'Expired', 'Refunded']);

interface Entry {
  view: OrderFulfilment;
  /** Every event id seen, oldest first (a Set keeps insertion order). */
  seen: Set<string>;
  /** The highest sequence among order.* events: what `status` follows. */
  statusSequence: number;
}

export interface RecordResult {
  duplicate: boolean;
  order: OrderFulfilment;
}

export function createOrderBook(limits: OrderBookLimits = ORDER_BOOK_LIMITS) {
  const orders = new Map<string, Entry>();

  function entry(orderId: string, referenceId: string | null): Entry {
    const found = orders.get(orderId);
    if (found) return found;
    const created: Entry = {
      view: {
        orderId,
        referenceId,
        status: null,
        sequence: 0,
        state: 'waiting',
        deliveries: [],
        held: 0,
      },
      seen: new Set(),
      statusSequence: 0,
    };
    orders.set(orderId, created);
    // The oldest order is forgotten first; a redelivery of its events is then new to the shop.
    while (orders.size > limits.maxOrders) {
      const oldest = orders.keys().next().value as string;
      orders.delete(oldest);
    }
    return created;
  }

  /** Recomputes the state from what was received; a later state never undoes `fulfilled`. */
  function settle(e: Entry): void {
    const view = e.view;
    if (view.state === 'fulfilled') return;
    if (view.status !== null && ENDED.has(view.status)) view.state = 'not-fulfilled';
  }

  return {
    /** Records one verified event; a second arrival of the same id is a duplicate. */
    record(event: WebhookEvent, now: number): RecordResult {
      const order = event.data.order;
      const e = entry(order.id, order.referenceId ?? null);
      const view = e.view;
      if (e.seen.has(event.id)) {
        const known = view.deliveries.find((d) => d.eventId === event.id);
        if (known) known.received += 1;
        return { duplicate: true, order: view };
      }
      e.seen.add(event.id);
      if (e.seen.size > limits.maxEventIdsPerOrder) {
        e.seen.delete(e.seen.values().next().value as string);
      }

      const typeStatus = STATUS_OF_TYPE.get(event.type);
      const delivery: ReceivedDelivery = {
        eventId: event.id,
        type: event.type,
        sequence: event.sequence,
        status: typeStatus ?? order.status,
        receivedAt: new Date(now).toISOString(),
        verified: true,
        received: 1,
      };
      // Kept in sequence order whatever the order of arrival; the lowest goes first when full.
      const at = view.deliveries.findIndex((d) => d.sequence > event.sequence);
      if (at === -1) view.deliveries.push(delivery);
      else view.deliveries.splice(at, 0, delivery);
      if (view.deliveries.length > limits.maxDeliveriesPerOrder) view.deliveries.shift();

      view.sequence = Math.max(view.sequence, event.sequence);
      if (view.referenceId === null && order.referenceId) view.referenceId = order.referenceId;
      // An older event arriving late never moves the status back.
      if (typeStatus && event.sequence > e.statusSequence) {
        e.statusSequence = event.sequence;
        view.status = typeStatus;
        if (order.error?.reasonCode) view.reasonCode = order.error.reasonCode;
      }
      if (typeStatus === 'Complete') {
        view.state = 'fulfilled';
        view.fulfilledAt = delivery.receivedAt;
        const txHash = order.withdrawal?.txHash ?? event.data.transition?.txHash;
        if (txHash) view.txHash = txHash;
      }
      settle(e);
      return { duplicate: false, order: view };
    },

    /** The shop started delivering the NFT itself (a verified order.processed). */
    delivering(orderId: string): void {
      const view = orders.get(orderId)?.view;
      if (view && view.state === 'waiting') view.state = 'delivering';
    },

    /** The service accepted the shop's `Delivered` event. */
    delivered(orderId: string, delivery: ShopDelivery): void {
      const view = orders.get(orderId)?.view;
      if (!view) return;
      view.delivery = delivery;
      delete view.deliveryError;
    },

    /** The service refused the shop's `Delivered` event (the order moved on without it). */
    deliveryRefused(orderId: string, reason: string): void {
      const view = orders.get(orderId)?.view;
      if (!view) return;
      view.deliveryError = reason;
      if (view.state === 'delivering') view.state = 'waiting';
    },

    /** A delivery for this order was answered 503 by the test switch. */
    held(orderId: string, referenceId: string | null): void {
      entry(orderId, referenceId).view.held += 1;
    },

    get(orderId: string): OrderFulfilment | undefined {
      return orders.get(orderId)?.view;
    },

    get size(): number {
      return orders.size;
    },
  };
}

export type OrderBook = ReturnType<typeof createOrderBook>;
