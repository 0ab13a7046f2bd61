import { afterEach, describe, expect, it } from 'vitest';
import {
  identityRequired,
  identitySubmitted,
} from '../../slices/document/service/identity/check.js';
import { draftOrder } from '../handlers/clientTokens.js';
import { createMemoryStore } from '../store/memoryStore.js';
import type { OrderRecord, PendingVerdict } from '../store/records.js';
import { createClock } from './clock.js';
import { createLifecycleRunner, type LifecycleRunner, settleRecord } from './lifecycleRunner.js';

const START = Date.parse('2026-11-22T10:00:00.000Z');
const T = new Date(START).toISOString();
let runner: LifecycleRunner | undefined;
afterEach(() => runner?.close());

/** A Draft (expiring after 60 s) whose capture was submitted, its verdict due at `dueAt`. */
function submitted(
  outcome: PendingVerdict['outcome'],
  dueAt: number,
  attemptsLeft = 3,
  start = START,
): OrderRecord {
  const order = draftOrder(
    { nft: { name: 'n', imageUrl: 'https://example.com/n.png', price: 10 }, expiresIn: 60 },
    'm',
    start,
    3,
  );
  const required = { ...identityRequired(undefined, 'risk_high', T), attemptsLeft };
  return {
    ...order,
    identity: identitySubmitted(required, 'v1', T),
    identityVerdict: { verificationId: 'v1', dueAt, outcome },
  };
}

const path = (order: OrderRecord) =>
  order.transitions.map((t) => `${t.to} ${t.reasonCode ?? ''}`.trim());

describe('identity verdicts in the lifecycle', () => {
  it('tells a verdict once it is due, dated when it was due', () => {
    const order = submitted('verified', START + 1000);
    expect(settleRecord(order, START + 999)).toBe(order);
    const settled = settleRecord(order, START + 5000);
    expect(settled.identity).toMatchObject({ status: 'verified', verificationId: 'v1' });
    expect(settled.identity?.history.at(-1)).toEqual({
      phase: 'verified',
      verificationId: 'v1',
      at: new Date(START + 1000).toISOString(),
    });
    expect(settled).not.toHaveProperty('identityVerdict');
    expect(settled.status).toBe('Draft');
  });

  it('cancels the Draft with RISD for a forgery, with no refund to follow', () => {
    const settled = settleRecord(submitted('document_forged', START + 1000), START + 1000);
    expect(path(settled)).toEqual(['Draft', 'Cancelled RISD']);
    expect(settled.pending).toEqual([]);
    expect(settled.transitions.at(-1)?.at).toBe(new Date(START + 1000).toISOString());
  });

  it('cancels when a retryable failure leaves no attempt, not before', () => {
    expect(path(settleRecord(submitted('face_mismatch', START + 1, 2), START + 1))).toEqual([
      'Draft',
    ]);
    expect(path(settleRecord(submitted('face_mismatch', START + 1, 1), START + 1))).toEqual([
      'Draft',
      'Cancelled RISD',
    ]);
  });

  it('applies a verdict due after the expiry to the identity only', () => {
    const settled = settleRecord(submitted('document_forged', START + 70_000), START + 70_000);
    expect(path(settled)).toEqual(['Draft', 'Expired']);
    expect(settled.identity).toMatchObject({ status: 'failed', failure: 'document_forged' });
  });

  it('times the verdict, tells listeners, and stops timing when closed', async () => {
    const store = createMemoryStore();
    const clock = createClock();
    runner = createLifecycleRunner(store, clock);
    const order = submitted('verified', clock.now() + 20, 3, clock.now());
    store.orders.put(order.id, order);
    runner.track(order);
    const heard: (string | undefined)[] = [];
    runner.subscribe(order.id, (o) => heard.push(o.identity?.status));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(heard).toEqual(['verified']);
    const later = submitted('verified', clock.now() + 20, 3, clock.now());
    store.orders.put(later.id, later);
    runner.track(later);
    runner.close();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(store.orders.get(later.id)?.identity?.status).toBe('submitted');
  });
});
