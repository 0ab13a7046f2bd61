import { afterEach, describe, expect, it } from 'vitest';
import type { Delivery } from '../../api/webhookDeliveries.js';
import type { WebhookEvent } from '../../api/webhooks.js';
import { DEFAULT_MERCHANTS, type SandboxOptions } from '../options.js';
import type { Merchant } from '../store/records.js';
import {
  basic,
  CARDS,
  MERCHANT,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';
import { type Answer, type Receiver, startReceiver } from './testing/receiver.js';

/*
 * Receivers that fail: retries on the schedule, per-order order kept through them, failures
 * listed by the deliveries endpoint, and resends.
 */

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function receiver(answer?: (n: number) => Answer, port?: number): Promise<Receiver> {
  const rx = await startReceiver(answer && ((_, n) => answer(n)), port);
  open.push(rx);
  return rx;
}

async function sandbox(urls: string[], webhooks: SandboxOptions['webhooks'] = {}) {
  const t = await startTestSandbox({
    merchants: [
      { ...(DEFAULT_MERCHANTS[0] as Merchant), webhooks: urls.map((url) => ({ url })) },
      DEFAULT_MERCHANTS[1] as Merchant,
    ],
    webhooks,
  });
  open.push(t);
  return t;
}

const smartContract = () =>
  nftRequest({ nft: { ...nftRequest().nft, executionType: 'smart_contract' } });

async function completedOrder(t: TestSandbox): Promise<string> {
  const checkout = await t.open(smartContract());
  await checkout.payWithCard(CARDS.usDebit);
  await checkout.waitFor('Complete');
  return checkout.orderId;
}

async function deliveries(t: TestSandbox, query = '', auth = basic(MERCHANT)) {
  const res = await t.raw('GET', `/v1/webhooks/deliveries${query}`, { auth });
  expect(res.status).toBe(200);
  return res.json as Delivery[];
}

const secretOf = (t: TestSandbox, i = 0) => t.sandbox.webhooks.endpoints()[i]?.secret as string;

describe('retries', { timeout: 30_000 }, () => {
  it('gets every event through a receiver that fails 3 times, in sequence order', async () => {
    // A 503, a dropped connection and a hang past the timeout, then it is back.
    const failures: Answer[] = [503, 'drop', 'hang'];
    const rx = await receiver((n) => failures[n - 1] ?? 200);
    const t = await sandbox([rx.url], { retryDelaysMs: [20, 40, 80, 160], timeoutMs: 300 });
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
    expect(processing?.attempts[2]?.durationMs).toBeGreaterThanOrEqual(290);
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

  it('shows a receiver down for the whole schedule as failed attempts, and resends', async () => {
    const gone = await startReceiver();
    const port = Number(new URL(gone.url).port);
    await gone.close();
    const t = await sandbox([gone.url], { retryDelaysMs: [20, 40] });
    const orderId = await completedOrder(t);
    await t.sandbox.webhooks.idle();

    const failed = await deliveries(t, `?orderId=${orderId}&status=failed`);
    expect(failed).toHaveLength(3);
    for (const d of failed) {
      expect(d.nextAttemptAt).toBeNull();
      expect(d.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
        [1, null, 'connection refused'],
        [2, null, 'connection refused'],
        [3, null, 'connection refused'],
      ]);
    }

    const rx = await receiver(undefined, port);
    const oldest = failed.at(-1) as Delivery;
    const res = await t.raw('POST', `/v1/webhooks/deliveries/${oldest.id}/resend`, {
      auth: basic(MERCHANT),
      body: {},
    });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ id: oldest.id, status: 'pending', eventId: oldest.eventId });
    await t.sandbox.webhooks.idle();
    const [event] = rx.accepted(secretOf(t)) as [WebhookEvent];
    expect(event).toMatchObject({ id: oldest.eventId, type: 'order.processing', sequence: 1 });
    const after = (await deliveries(t, `?orderId=${orderId}`)).find((d) => d.id === oldest.id);
    expect(after?.status).toBe('delivered');
    expect(after?.attempts.map((a) => [a.attempt, a.statusCode])).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [4, 200],
    ]);
    // Signed anew: a fresh timestamp, so a receiver's 5-minute tolerance still holds.
    expect(Number(rx.requests[0]?.headers['webhook-timestamp'])).toBeGreaterThanOrEqual(
      Math.floor(Date.parse(oldest.attempts[0]?.at ?? '') / 1000),
    );
  });

  it('refuses to resend a pending delivery (409) and an unknown one (404)', async () => {
    const rx = await receiver(() => 503);
    const t = await sandbox([rx.url], { retryDelaysMs: [60_000] });
    const orderId = await completedOrder(t);
    await rx.waitUntil(() => rx.requests.length >= 1);
    const [pending] = await deliveries(t, `?orderId=${orderId}&status=pending`);
    const conflict = await t.raw('POST', `/v1/webhooks/deliveries/${pending?.id}/resend`, {
      auth: basic(MERCHANT),
      body: {},
    });
    expect(conflict.status).toBe(409);
    expect(conflict.json).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('wait until it is delivered or has failed, then resend'),
    });
    const unknown = await t.raw('POST', '/v1/webhooks/deliveries/dlv_nope/resend', {
      auth: basic(MERCHANT),
      body: {},
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('resends a delivered event with the same id', async () => {
    const rx = await receiver();
    const t = await sandbox([rx.url]);
    const orderId = await completedOrder(t);
    await t.sandbox.webhooks.idle();
    const [latest] = await deliveries(t, `?orderId=${orderId}`);
    const res = await t.raw('POST', `/v1/webhooks/deliveries/${latest?.id}/resend`, {
      auth: basic(MERCHANT),
      body: {},
    });
    expect(res.status).toBe(202);
    await t.sandbox.webhooks.idle();
    const ids = rx.accepted(secretOf(t)).map((e) => e.id);
    expect(ids.filter((id) => id === latest?.eventId)).toHaveLength(2);
  });
});

describe('the outbox bound', { timeout: 30_000 }, () => {
  it("drops the merchant's oldest pending delivery past outboxLimit; it stays listed and can be resent", async () => {
    let up = false;
    const rx = await receiver(() => (up ? 200 : 503));
    const t = await sandbox([rx.url], { retryDelaysMs: [60_000], outboxLimit: 2 });
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.usDebit);
    await checkout.waitFor('Processed');
    const { orderId } = checkout;
    // The first event failed once and waits a minute for its retry; the second waits behind it.
    const tried = async () => (await deliveries(t, `?orderId=${orderId}`)).at(-1)?.attempts.length;
    await rx.waitUntil(() => rx.requests.length >= 1);
    while ((await tried()) !== 1) await new Promise((resolve) => setTimeout(resolve, 10));
    // A third pending delivery is one too many: the oldest goes.
    await t.merchant.postOrderEvent({ type: 'Delivered', orderId, transactionHash: '0xfeed' });
    const list = await deliveries(t, `?orderId=${orderId}`);
    expect(list.map((d) => [d.sequence, d.status])).toEqual([
      [3, 'pending'],
      [2, 'pending'],
      [1, 'dropped'],
    ]);
    // The dropped one no longer holds up its order: the next one is tried.
    await rx.waitUntil(() => new Set(rx.requests.map((r) => r.headers['webhook-id'])).size === 2);
    up = true;
    const res = await t.raw('POST', `/v1/webhooks/deliveries/${list[2]?.id}/resend`, {
      auth: basic(MERCHANT),
      body: {},
    });
    expect(res.status).toBe(202);
    await rx.waitUntil(() => rx.accepted(secretOf(t)).some((e) => e.sequence === 1));
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
