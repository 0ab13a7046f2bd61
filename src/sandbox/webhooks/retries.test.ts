/*
 * Receivers that fail: retries on the schedule, per-order order kept through them, a redirect
 * not followed; and several endpoints, each signed for with its own secret.
 */
import { describe, expect, it } from 'vitest';
import {
  completedOrder,
  deliveries,
  receiver,
  sandbox,
  secretOf,
  useCleanup,
} from './testing/failingReceivers.js';
import type { Answer } from './testing/receiver.js';

useCleanup();

describe('retries', { timeout: 30_000 }, () => {
  it('gets every event through a receiver that fails 3 times, in sequence order', async () => {
    // A 503, a dropped connection and a hang past the timeout, then it is back.
    const failures: Answer[] = [503, 'drop', 'hang'];
    const rx = await receiver((n) => failures[n - 1] ?? 200);
    // The timeout only has to end the hang: a prompt answer on a loaded machine can take a second.
    const t = await sandbox([rx.url], { retryDelaysMs: [20, 40, 80, 160], timeoutMs: 2_000 });
    const orderId = await completedOrder(t);
    await t.sandbox.webhooks.idle();

    const events = rx.accepted(secretOf(t)).filter((e) => e.data.order.id === orderId);
    expect(events.map((e) => [e.type, e.sequence])).toEqual([
      ['order.processing', 1],
      ['order.processed', 2],
      ['order.complete', 3],
    ]);
    // Every attempt of the first event carried the same event id.
    const first = rx.requests.slice(0, 4).map((r) => r.headers['webhook-id']);
    expect(new Set(first)).toEqual(new Set([events[0]?.id]));

    const list = await deliveries(t, `?orderId=${orderId}`);
    expect(list.every((d) => d.status === 'delivered')).toBe(true);
    const processing = list.find((d) => d.sequence === 1);
    expect(processing?.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [1, 503, 'HTTP 503'],
      [2, null, expect.stringMatching(/connection (reset|closed)|network error/)],
      [3, null, 'timeout'],
      [4, 200, undefined],
    ]);
    expect(processing?.attempts[2]?.durationMs).toBeGreaterThanOrEqual(1_990);
  });

  it('waits with the next event of an order until the one before is through', async () => {
    let allow = false;
    const rx = await receiver(() => (allow ? 200 : 500));
    const t = await sandbox([rx.url], { retryDelaysMs: Array(20).fill(30) });
    const orderId = await completedOrder(t);
    await rx.waitUntil(() => rx.requests.length >= 5);
    // Only the first event was tried while it failed; the others waited their turn.
    expect(new Set(rx.requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const waiting = await deliveries(t, `?orderId=${orderId}`);
    expect(waiting.map((d) => [d.sequence, d.status, d.attempts.length > 0])).toEqual([
      [3, 'pending', false],
      [2, 'pending', false],
      [1, 'pending', true],
    ]);
    expect(waiting[0]?.nextAttemptAt).toBeNull();
    allow = true;
    await t.sandbox.webhooks.idle();
    const events = rx.accepted(secretOf(t));
    expect(events.map((e) => e.sequence)).toEqual([1, 2, 3]);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    const rx = await receiver(() => 302);
    const t = await sandbox([rx.url], { retryDelaysMs: [] });
    const orderId = await completedOrder(t);
    await t.sandbox.webhooks.idle();
    const list = await deliveries(t, `?orderId=${orderId}`);
    expect(list.map((d) => d.status)).toEqual(['failed', 'failed', 'failed']);
    expect(list[0]?.attempts[0]).toMatchObject({
      statusCode: 302,
      error: 'redirect (HTTP 302), not followed',
    });
    // Nothing reached the redirect's target: every request came to the receiver.
    expect(rx.requests).toHaveLength(3);
  });
});

describe('several endpoints', { timeout: 30_000 }, () => {
  it('sends every event to each endpoint, each signed with its own secret', async () => {
    const [a, b] = [await receiver(), await receiver()];
    const t = await sandbox([a.url, b.url]);
    const orderId = await completedOrder(t);
    await t.sandbox.webhooks.idle();
    const [secretA, secretB] = [secretOf(t, 0), secretOf(t, 1)];
    expect(secretA).not.toBe(secretB);
    const idsA = a.accepted(secretA).map((e) => e.id);
    const idsB = b.accepted(secretB).map((e) => e.id);
    expect(idsA).toHaveLength(3);
    expect(idsB).toEqual(idsA);
    expect(() => a.accepted(secretB)).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
    expect(await deliveries(t, `?orderId=${orderId}`)).toHaveLength(6);
  });
});
