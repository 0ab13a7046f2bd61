import { afterEach, describe, expect, it } from 'vitest';
import { draftOrder } from '../handlers/clientTokens.js';
import { createMemoryStore } from '../store/memoryStore.js';
import type { OrderRecord } from '../store/records.js';
import { createClock } from './clock.js';
import { createLifecycleRunner, type LifecycleRunner } from './lifecycleRunner.js';

const START = Date.parse('2026-11-22T10:00:00.000Z');
let runner: LifecycleRunner | undefined;
afterEach(() => runner?.close());

function setup(expiresIn = 60) {
  const store = createMemoryStore();
  let now = START;
  const clock = createClock(() => now);
  runner = createLifecycleRunner(store, clock);
  const order = draftOrder(
    { nft: { name: 'n', imageUrl: 'https://example.com/n.png', price: 10 }, expiresIn },
    'm',
    START,
    3,
  );
  store.orders.put(order.id, order);
  runner.track(order);
  return { store, clock, runner, order, setNow: (ms: number) => (now = ms) };
}

describe('createLifecycleRunner', () => {
  it('expires a Draft lazily on access once its time has come', () => {
    const { runner, order, setNow } = setup();
    expect(runner.load(order.id)?.status).toBe('Draft');
    setNow(START + 60_000);
    const loaded = runner.load(order.id);
    expect(loaded?.status).toBe('Expired');
    expect(loaded?.transitions.map((t) => t.sequence)).toEqual([1, 2]);
  });

  it('reads an order with nothing due without writing it', () => {
    const { store, runner, order, setNow } = setup();
    let writes = 0;
    const update = store.orders.update.bind(store.orders);
    store.orders.update = (key, change) => {
      writes++;
      return update(key, change);
    };
    expect(runner.load(order.id)).toEqual(order);
    expect(runner.load(order.id)?.status).toBe('Draft');
    expect(writes).toBe(0);
    // Once something is due, the read applies it and writes once.
    setNow(START + 60_000);
    expect(runner.load(order.id)?.status).toBe('Expired');
    expect(writes).toBe(1);
    expect(runner.load('missing')).toBeUndefined();
  });

  it('tells listeners about each change, and the clock can move time forward', () => {
    const { runner, order, clock } = setup();
    const heard: OrderRecord['status'][] = [];
    const stop = runner.subscribe(order.id, (o) => heard.push(o.status));
    clock.advance(61_000);
    expect(heard).toEqual(['Expired']);
    stop();
    expect(runner.load(order.id)?.status).toBe('Expired');
    expect(heard).toEqual(['Expired']);
  });

  it('runs planned steps on real timers', async () => {
    const { runner, order } = setup();
    runner.change(order.id, (o) => ({
      ...o,
      status: 'Processing',
      transitions: [
        ...o.transitions,
        { sequence: 2, from: 'Draft', to: 'Processing', at: new Date(START).toISOString() },
      ],
      // Due in the past for the fake clock: the timer fires at once and applies it.
      pending: [{ dueAt: START, to: 'Processed' }],
    }));
    const changed = new Promise<string>((resolve) => {
      runner.subscribe(order.id, (o) => resolve(o.status));
    });
    await expect(changed).resolves.toBe('Processed');
  });

  it('writes nothing when a change throws', () => {
    const { runner, order, store } = setup();
    expect(() =>
      runner.change(order.id, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(store.orders.get(order.id)?.status).toBe('Draft');
    expect(runner.load('unknown')).toBeUndefined();
  });
});
