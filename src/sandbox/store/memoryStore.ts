import { attemptsLeft, isOver } from '../domain/orderView.js';
import type { DeliveryRecord } from '../webhooks/deliveryRecord.js';
import { MemoryTable, type TableCap } from './memoryTable.js';
import type {
  CardRecord,
  ChallengeEntry,
  DeviceEntry,
  OrderRecord,
  RiskRecord,
} from './records.js';
import { type SandboxStore, scopedKey } from './store.js';

export interface StoreLimits {
  /** Orders kept per merchant; past it the merchant's oldest finished orders go (10 000). */
  maxOrders: number;
  /**
   * Card tokens, bank accounts, risk evaluations, identity sessions, device sessions and card
   * challenges kept per merchant, each (10 000).
   */
  maxRecords: number;
  /** Domains registered for wallets per merchant (100). */
  maxDomains: number;
  /** Card tokens, and bank accounts linked in the checkout, one order may have, each (20). */
  maxPerOrder: number;
  /** How long a client token outlives its expiry, so a reloaded widget can still read. */
  tokenGraceMs: number;
}

export const DEFAULT_STORE_LIMITS: Readonly<StoreLimits> = {
  maxOrders: 10_000,
  maxRecords: 10_000,
  maxDomains: 100,
  maxPerOrder: 20,
  tokenGraceMs: 60 * 60 * 1000,
};

/** An order that can no longer change and so may be evicted. */
export function isFinished(
  order: Pick<OrderRecord, 'status' | 'attemptsMade' | 'maxAttempts'> & {
    pending?: OrderRecord['pending'];
  },
) {
  return isOver({ ...order, pending: order.pending ?? [] });
}

const RESTART = 'restart the sandbox to start empty';

/** A cap of `max` records per merchant, named `what` in the refusal. */
function perMerchant<T>(
  merchantOf: (value: Readonly<T>) => string | undefined,
  max: number,
  what: string,
  howToMakeRoom: string,
): TableCap<T> {
  return {
    groupOf: merchantOf,
    max,
    fullMessage: (value) =>
      `Merchant ${merchantOf(value)} holds ${max} ${what}, the most the sandbox keeps for one merchant: ${howToMakeRoom}.`,
  };
}

/**
 * The sandbox's store: in memory, like other payment providers' mock servers. State lives as
 * long as the process, starts empty, and needs no setup on a fresh clone. Every kind of record
 * is bounded per merchant (and per order for card tokens and bank links), so the whole store is
 * bounded by the number of merchants, and no merchant's traffic can push out another's records
 * (docs/decisions.md, sandbox, storage).
 */
export function createMemoryStore(limits: Partial<StoreLimits> = {}): SandboxStore {
  const { maxOrders, maxRecords, maxDomains, maxPerOrder, tokenGraceMs } = {
    ...DEFAULT_STORE_LIMITS,
    ...limits,
  };
  const orders = new MemoryTable<OrderRecord>({
    caps: [
      perMerchant(
        (order) => order.merchantId,
        maxOrders,
        'open orders',
        'try again once some expire or finish',
      ),
    ],
    canEvict: isFinished,
    // Every order read and checkout request reads one: handed out frozen, not copied.
    sharedReads: true,
    // The checkout's device data goes with its order (cards and tokens go at the next sweep).
    onEvict: (order) => store.devices.delete(scopedKey(order.merchantId, order.sessionKey)),
  });
  // A card token is dead once its order is gone or can take no payment any more.
  const cardIsDead = (card: Readonly<CardRecord>) => {
    const order = orders.peek(card.orderId);
    return order === undefined || attemptsLeft(order) === 0;
  };
  const store: SandboxStore = {
    orders,
    tokens: new MemoryTable({ sharedReads: true }),
    cards: new MemoryTable<CardRecord>({
      caps: [
        {
          groupOf: (card) => card.orderId,
          max: maxPerOrder,
          fullMessage: () =>
            `This checkout has ${maxPerOrder} card tokens, the most one order may have: pay with one of them, or open a new checkout.`,
        },
        perMerchant(
          (card) => orders.peek(card.orderId)?.merchantId,
          maxRecords,
          'card tokens of orders that can still be paid',
          'try again once some of those orders are paid or expire',
        ),
      ],
      canEvict: cardIsDead,
    }),
    bankAccounts: new MemoryTable({
      caps: [
        {
          groupOf: (record) => record.orderId,
          max: maxPerOrder,
          fullMessage: () =>
            `This checkout has linked ${maxPerOrder} bank accounts, the most one order may have: pay with one of them, or open a new checkout.`,
        },
        perMerchant(
          (record) => record.merchantId,
          maxRecords,
          'bank accounts',
          `delete some with DELETE /v1/payment-method/ach?bank_account_id=…, or ${RESTART}`,
        ),
      ],
    }),
    paymentDomains: new MemoryTable({
      caps: [
        perMerchant(
          (record) => record.merchantId,
          maxDomains,
          'payment domains',
          'remove some with DELETE /v1/payment-domains/{domain}',
        ),
      ],
    }),
    riskResponses: new MemoryTable<RiskRecord>({
      caps: [perMerchant((r) => r.merchantId, maxRecords, 'risk evaluations', RESTART)],
      // A checkout's own check is a copy of what its order shows: the oldest makes way.
      canEvict: (r) => r.source === 'checkout',
    }),
    identities: new MemoryTable({
      caps: [perMerchant((r) => r.merchantId, maxRecords, 'identity sessions', RESTART)],
    }),
    devices: new MemoryTable<DeviceEntry>({
      caps: [perMerchant((r) => r.merchantId, maxRecords, 'device sessions', RESTART)],
      // A checkout's device data (its session key is the order id) may go once the order is over.
      canEvict: (entry) => {
        const order = orders.peek(entry.sessionKey);
        return order?.merchantId === entry.merchantId && isFinished(order);
      },
    }),
    challenges: new MemoryTable<ChallengeEntry>({
      caps: [perMerchant((r) => r.merchantId, maxRecords, 'card challenges', RESTART)],
      // One that ended, or whose order can change no more, only tells a late page it is over.
      canEvict: (entry) => {
        const order = orders.peek(entry.orderId);
        return entry.outcome !== undefined || order === undefined || isFinished(order);
      },
    }),
    // Bounded per merchant by its owner, the webhook outbox (pending, delivered, failed each).
    deliveries: new MemoryTable<DeliveryRecord>(),
    sweep(now) {
      for (const token of store.tokens.values()) {
        const orderGone = !orders.has(token.orderId);
        if (orderGone || token.expiresAt + tokenGraceMs < now) store.tokens.delete(token.token);
      }
      for (const card of store.cards.values()) {
        if (!orders.has(card.orderId)) store.cards.delete(card.cardToken);
      }
      for (const entry of store.challenges.values()) {
        if (!orders.has(entry.orderId)) store.challenges.delete(entry.challengeId);
      }
    },
  };
  return store;
}
