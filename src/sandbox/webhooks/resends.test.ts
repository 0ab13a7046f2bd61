/*
 * Deliveries that failed: listed by the deliveries endpoint and resent; a resend refused while
 * pending or unknown; and the outbox's bound on what waits.
 */
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../api/webhookDeliveries.js';
import type { WebhookEvent } from '../../api/webhooks.js';
import { basic, CARDS, MERCHANT } from '../testing/harness.js';
import {
  completedOrder,
  deliveries,
  receiver,
  sandbox,
  secretOf,
  useCleanup,
} from './testing/failingReceivers.js';
import { startReceiver } from './testing/receiver.js';

useCleanup();

describe('retries', { timeout: 30_000 }, () => {
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
