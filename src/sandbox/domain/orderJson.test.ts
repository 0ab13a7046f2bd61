import { describe, expect, it } from 'vitest';
import { draftOrder } from '../handlers/clientTokens.js';
import { createMemoryStore } from '../store/memoryStore.js';
import { orderJson, orderStateJson } from './orderJson.js';
import { toOrder, toOrderState } from './orderView.js';

const order = () =>
  draftOrder(
    { nft: { name: 'n', imageUrl: 'https://example.com/n.png', price: 10 }, expiresIn: 600 },
    'm',
    Date.parse('2026-12-01T10:00:00.000Z'),
    3,
  );

describe('the JSON of an order’s views', () => {
  it('is JSON.stringify of the view, kept while the stored record stays the same', () => {
    const store = createMemoryStore();
    const draft = order();
    store.orders.put(draft.id, draft);
    const stored = store.orders.get(draft.id);
    if (!stored) throw new Error('not stored');
    expect(orderJson(stored)).toBe(JSON.stringify(toOrder(draft)));
    expect(orderStateJson(stored)).toBe(JSON.stringify(toOrderState(draft)));
    expect(orderJson(stored)).toBe(orderJson(stored));

    store.orders.update(draft.id, (current) => ({ ...current, status: 'Cancelled' }));
    const changed = store.orders.get(draft.id);
    if (!changed) throw new Error('not stored');
    expect(JSON.parse(orderJson(changed)).status).toBe('Cancelled');
    expect(JSON.parse(orderStateJson(changed)).order.status).toBe('Cancelled');
  });

  it('is written anew for a record that could still change', () => {
    const draft = order();
    expect(orderJson(draft)).toBe(JSON.stringify(toOrder(draft)));
    draft.referenceId = 'changed';
    expect(JSON.parse(orderJson(draft)).referenceId).toBe('changed');
  });
});
