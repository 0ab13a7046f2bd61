import { FINAL_STATUSES } from '../lifecycle/transitions.js';
import { MemoryTable } from './memoryTable.js';
import type { OrderRecord } from './records.js';
import type { SandboxStore } from './store.js';

export interface StoreLimits {
  /** Orders kept; past it the oldest finished orders go (default 10 000). */
  maxOrders: number;
  /**
   * Card tokens, risk evaluations, identity sessions, device sessions and bank accounts kept,
   * each; past it the oldest go.
   */
  maxRecords: number;
  /** How long a client token outlives its expiry, so a reloaded widget can still read. */
  tokenGraceMs: number;
}

export const DEFAULT_STORE_LIMITS: Readonly<StoreLimits> = {
  maxOrders: 10_000,
  maxRecords: 10_000,
  tokenGraceMs: 60 * 60 * 1000,
};

/** An order that can no longer change and so may be evicted. */
export function isFinished(order: Pick<OrderRecord, 'status' | 'attemptsMade' | 'maxAttempts'>) {
  return (
    FINAL_STATUSES.includes(order.status) ||
    (order.status === 'Declined' && order.attemptsMade >= order.maxAttempts)
  );
}

/**
 * The sandbox's store: in memory, like other payment providers' mock servers. State lives as
 * long as the process, starts empty, and needs no setup on a fresh clone.
 */
export function createMemoryStore(limits: Partial<StoreLimits> = {}): SandboxStore {
  const { maxOrders, maxRecords, tokenGraceMs } = { ...DEFAULT_STORE_LIMITS, ...limits };
  const store: SandboxStore = {
    orders: new MemoryTable<OrderRecord>({ maxEntries: maxOrders, canEvict: isFinished }),
    tokens: new MemoryTable(),
    // Card tokens also go with their order, but a buyer (or a script) can tokenize again and
    // again while one order stays open: the cap keeps that bounded too.
    cards: new MemoryTable({ maxEntries: maxRecords }),
    bankAccounts: new MemoryTable({ maxEntries: maxRecords }),
    riskResponses: new MemoryTable({ maxEntries: maxRecords }),
    identities: new MemoryTable({ maxEntries: maxRecords }),
    devices: new MemoryTable({ maxEntries: maxRecords }),
    sweep(now) {
      for (const token of store.tokens.values()) {
        const orderGone = !store.orders.has(token.orderId);
        if (orderGone || token.expiresAt + tokenGraceMs < now) store.tokens.delete(token.token);
      }
      for (const card of store.cards.values()) {
        if (!store.orders.has(card.orderId)) store.cards.delete(card.cardToken);
      }
    },
  };
  return store;
}
