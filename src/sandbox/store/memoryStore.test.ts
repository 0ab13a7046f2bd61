import { describe, expect, it } from 'vitest';
import { createMemoryStore, isFinished } from './memoryStore.js';
import type { OrderRecord } from './records.js';
import { scopedKey } from './store.js';

function order(id: string, status: OrderRecord['status']): OrderRecord {
  return {
    id,
    merchantId: 'm',
    createdAt: 0,
    expiresAt: 1000,
    referenceId: id,
    userId: 'u',
    nft: { name: 'n', imageUrl: 'https://example.com/x.png' },
    paymentMethods: { enabled: ['us_debit'], default: 'us_debit' },
    sessionKey: id,
    status,
    transitions: [],
    pending: [],
    attemptsMade: 0,
    maxAttempts: 3,
    quote: {
      currency: 'usd',
      subtotal: 0,
      taxRate: 0,
      taxRegion: null,
      tax: 0,
      clientProcessingFee: 0,
      networkFee: 0,
      total: 0,
    },
    paymentMethodType: 'us_debit',
    confirmations: [],
  };
}

describe('createMemoryStore', () => {
  it('evicts the oldest finished orders past the cap, never a live one', () => {
    const store = createMemoryStore({ maxOrders: 2 });
    store.orders.put('a', order('a', 'Draft'));
    store.orders.put('b', order('b', 'Complete'));
    store.orders.put('c', order('c', 'Refunded'));
    expect(store.orders.keys()).toEqual(['a', 'c']);
  });

  it('counts a Declined order without attempts as finished', () => {
    expect(isFinished({ status: 'Declined', attemptsMade: 3, maxAttempts: 3 })).toBe(true);
    expect(isFinished({ status: 'Declined', attemptsMade: 1, maxAttempts: 3 })).toBe(false);
    expect(isFinished({ status: 'Processed', attemptsMade: 1, maxAttempts: 3 })).toBe(false);
  });

  it('sweeps tokens past expiry plus grace, and tokens and cards of evicted orders', () => {
    const store = createMemoryStore({ tokenGraceMs: 100 });
    store.orders.put('o1', order('o1', 'Draft'));
    const token = (t: string, orderId: string, expiresAt: number) =>
      store.tokens.put(t, { token: t, orderId, merchantId: 'm', expiresAt });
    token('fresh', 'o1', 1000);
    token('stale', 'o1', 500);
    token('orphan', 'gone', 5000);
    const card = (c: string, orderId: string) =>
      store.cards.put(c, {
        cardToken: c,
        orderId,
        brand: 'visa',
        last4: '4242',
        paymentMethodType: 'us_credit',
        outcome: 'approve',
        createdAt: 0,
      });
    card('kept', 'o1');
    card('dropped', 'gone');
    store.sweep(700);
    expect(store.tokens.keys()).toEqual(['fresh']);
    expect(store.cards.keys()).toEqual(['kept']);
  });

  it("bounds the other records per merchant: 429 for that merchant, the others' stay", () => {
    const store = createMemoryStore({ maxRecords: 3 });
    const risk = (key: string, merchantId: string) =>
      store.riskResponses.put(key, {
        merchantId,
        customerId: 'c',
        createdAt: 0,
        response: {} as never,
      });
    risk('theirs', 'm2');
    for (let i = 0; i < 3; i++) risk(`r${i}`, 'm');
    expect(() => risk('r3', 'm')).toThrow(/Merchant m holds 3 risk evaluations/);
    risk('theirs-2', 'm2');
    expect(store.riskResponses.keys()).toEqual(['theirs', 'r0', 'r1', 'r2', 'theirs-2']);
  });

  const card = (store: ReturnType<typeof createMemoryStore>, key: string, orderId: string) =>
    store.cards.put(key, {
      cardToken: key,
      orderId,
      brand: 'visa',
      last4: '4242',
      paymentMethodType: 'us_credit',
      outcome: 'approve',
      createdAt: 0,
    });

  it('bounds card tokens per order, even while the order stays open', () => {
    const store = createMemoryStore({ maxPerOrder: 3 });
    store.orders.put('o1', order('o1', 'Draft'));
    store.orders.put('o2', order('o2', 'Draft'));
    for (let i = 0; i < 3; i++) card(store, `c${i}`, 'o1');
    expect(() => card(store, 'c3', 'o1')).toThrow(/3 card tokens, the most one order may have/);
    card(store, 'd0', 'o2');
    expect(store.cards.keys()).toEqual(['c0', 'c1', 'c2', 'd0']);
  });

  it("bounds card tokens per merchant; only tokens of orders that can't be paid make way", () => {
    const store = createMemoryStore({ maxRecords: 2 });
    store.orders.put('paid', order('paid', 'Draft'));
    store.orders.put('open', order('open', 'Draft'));
    store.orders.put('theirs', { ...order('theirs', 'Draft'), merchantId: 'm2' });
    card(store, 'theirs', 'theirs');
    card(store, 'p', 'paid');
    card(store, 'o', 'open');
    expect(() => card(store, 'o2', 'open')).toThrow(/Merchant m holds 2 card tokens/);
    store.orders.update('paid', (o) => ({ ...o, status: 'Complete', attemptsMade: 1 }));
    card(store, 'o2', 'open');
    expect(store.cards.keys()).toEqual(['theirs', 'o', 'o2']);
  });

  it("drops a checkout's device data with its order; it may make way once the order is over", () => {
    const store = createMemoryStore({ maxOrders: 1, maxRecords: 1 });
    const device = (sessionKey: string) =>
      store.devices.put(scopedKey('m', sessionKey), {
        merchantId: 'm',
        sessionKey,
        device: {} as never,
        createdAt: 0,
      });
    store.orders.put('o1', order('o1', 'Draft'));
    device('o1');
    expect(() => device('merchant-session')).toThrow(/device sessions/);
    store.orders.update('o1', (o) => ({ ...o, status: 'Expired' }));
    store.orders.put('o2', order('o2', 'Draft'));
    expect(store.devices.keys()).toEqual([]);
    device('o2');
    store.orders.update('o2', (o) => ({ ...o, status: 'Complete' }));
    device('merchant-session');
    expect(store.devices.keys()).toEqual([scopedKey('m', 'merchant-session')]);
  });

  it('keeps webhook deliveries in their own table, which neither order eviction nor sweep touches', () => {
    // The outbox bounds this table per merchant itself (src/sandbox/webhooks/outbox.ts).
    const store = createMemoryStore({ maxOrders: 1 });
    store.orders.put('o1', order('o1', 'Complete'));
    store.deliveries.put('dlv_1', {
      id: 'dlv_1',
      merchantId: 'm',
      url: 'https://shop.example/hooks',
      eventId: 'msg_1',
      eventType: 'order.complete',
      orderId: 'o1',
      sequence: 1,
      body: '{}',
      status: 'delivered',
      attempts: [],
      attemptCount: 1,
      runAttempts: 1,
      nextAttemptAt: null,
      createdAt: 0,
    });
    store.orders.put('o2', order('o2', 'Draft'));
    store.sweep(Number.MAX_SAFE_INTEGER);
    expect(store.orders.has('o1')).toBe(false);
    expect(store.deliveries.get('dlv_1')?.orderId).toBe('o1');
  });
});
