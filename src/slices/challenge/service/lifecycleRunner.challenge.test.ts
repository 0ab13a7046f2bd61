import { afterEach, describe, expect, it } from 'vitest';
import { draftOrder } from '../../../sandbox/handlers/clientTokens.js';
import { createClock } from '../../../sandbox/runtime/clock.js';
import {
  createLifecycleRunner,
  type LifecycleRunner,
  orderDueAt,
} from '../../../sandbox/runtime/lifecycleRunner.js';
import { createMemoryStore } from '../../../sandbox/store/memoryStore.js';
import type { OrderRecord } from '../../../sandbox/store/records.js';
import type { PendingChallenge } from './challengeLifecycle.js';

const START = Date.parse('2026-11-22T10:00:00.000Z');
let runner: LifecycleRunner | undefined;
afterEach(() => runner?.close());

/** An order paid at START + 1 s whose payment waits on a challenge until START + 30 s. */
function setup(expiresIn = 600) {
  const store = createMemoryStore();
  let now = START + 1000;
  const clock = createClock(() => now);
  runner = createLifecycleRunner(store, clock);
  const draft = draftOrder(
    { nft: { name: 'n', imageUrl: 'https://example.com/n.png', price: 10 }, expiresIn },
    'm',
    START,
    3,
  );
  const challenge: PendingChallenge = {
    id: 'chl_x',
    kind: 'choice',
    url: 'http://127.0.0.1/v1/checkout/challenge/chl_x',
    attempt: 1,
    expiresAt: START + 30_000,
    triesLeft: 0,
    planned: [{ afterMs: 50, to: 'Processed' }],
  };
  const order: OrderRecord = {
    ...draft,
    status: 'Processing',
    transitions: [
      ...draft.transitions,
      { sequence: 2, from: 'Draft', to: 'Processing', at: new Date(START + 1000).toISOString() },
    ],
    attemptsMade: 1,
    challenge,
  };
  store.orders.put(order.id, order);
  runner.track(order);
  return { store, clock, runner, order, setNow: (ms: number) => (now = ms) };
}

describe('the runner and a card challenge', () => {
  it('is due at the challenge expiry', () => {
    const { order } = setup();
    expect(orderDueAt(order)).toBe(START + 30_000);
  });

  it('declines an abandoned challenge on read, dated at its expiry, and tells listeners', () => {
    const { runner, order, setNow } = setup();
    const heard: string[] = [];
    runner.subscribe(order.id, (o) => heard.push(o.status));
    expect(runner.load(order.id)?.status).toBe('Processing');
    setNow(START + 45_000);
    const loaded = runner.load(order.id);
    expect(loaded?.status).toBe('Declined');
    expect(loaded?.challenge).toBeUndefined();
    expect(loaded?.transitions.at(-1)).toMatchObject({
      reasonCode: 'AUTHENTICATION_FAILED',
      at: new Date(START + 30_000).toISOString(),
    });
    expect(heard).toEqual(['Declined']);
  });

  it('lets the order expire after a decline that came past its own expiry', () => {
    const { runner, order, setNow } = setup(20);
    setNow(START + 45_000);
    const loaded = runner.load(order.id);
    expect(loaded?.transitions.map((t) => t.to)).toEqual([
      'Draft',
      'Processing',
      'Declined',
      'Expired',
    ]);
  });

  it('declines by the clock alone, with no read', () => {
    const { store, clock, order } = setup();
    clock.advance(40_000);
    expect(store.orders.get(order.id)?.status).toBe('Declined');
  });
});
