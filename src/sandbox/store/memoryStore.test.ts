import { describe, expect, it } from 'vitest';
import { createMemoryStore, isFinished } from './memoryStore.js';
import type { OrderRecord } from './records.js';

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

  it('bounds the other records', () => {
    const store = createMemoryStore({ maxRecords: 3 });
    for (let i = 0; i < 10; i++) {
      store.riskResponses.put(`r${i}`, {
        merchantId: 'm',
        customerId: 'c',
        createdAt: i,
        response: {} as never,
      });
    }
    expect(store.riskResponses.keys()).toEqual(['r7', 'r8', 'r9']);
  });

  it('bounds card tokens even while their order stays open', () => {
    const store = createMemoryStore({ maxRecords: 3 });
    store.orders.put('o1', order('o1', 'Draft'));
    for (let i = 0; i < 10; i++) {
      store.cards.put(`c${i}`, {
        cardToken: `c${i}`,
        orderId: 'o1',
        brand: 'visa',
        last4: '4242',
        paymentMethodType: 'us_credit',
        outcome: 'approve',
        createdAt: i,
      });
    }
    expect(store.cards.keys()).toEqual(['c7', 'c8', 'c9']);
  });
});
