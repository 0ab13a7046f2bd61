import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryListSchema, deliverySchema } from '../../api/webhookDeliveries.js';
import { startSandbox } from '../index.js';
import { DEFAULT_MERCHANTS } from '../options.js';
import type { Merchant } from '../store/records.js';
import {
  basic,
  CARDS,
  MERCHANT,
  MERCHANT_2,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';
import { DELIVERY_LIST_CAP } from './handlers.js';
import { type Receiver, startReceiver } from './testing/receiver.js';

let t: TestSandbox;
let rx: Receiver;
const lines: string[] = [];
let orderId: string;

beforeAll(async () => {
  rx = await startReceiver((_, n) => (n === 1 ? 500 : 200));
  t = await startTestSandbox({
    merchants: [
      { ...(DEFAULT_MERCHANTS[0] as Merchant), webhooks: [{ url: rx.url }] },
      // The second merchant receives too, at the same URL: its deliveries are its own.
      { ...(DEFAULT_MERCHANTS[1] as Merchant), webhooks: [{ url: rx.url }] },
    ],
    webhooks: { log: true, retryDelaysMs: [10] },
    log: (line) => lines.push(line),
  });
  const checkout = await t.open();
  await checkout.payWithCard(CARDS.declined);
  await checkout.waitFor('Declined');
  orderId = checkout.orderId;
  await t.sandbox.webhooks.idle();
});
afterAll(async () => {
  await t.close();
  await rx.close();
});

const list = (query = '', auth = basic(MERCHANT), headers: Record<string, string> = {}) =>
  t.raw('GET', `/v1/webhooks/deliveries${query}`, { auth, headers });

describe('GET /v1/webhooks/deliveries', () => {
  it('answers the deliveries with their attempts, newest first, as the schema says', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const deliveries = deliveryListSchema.parse(res.json);
    expect(deliveries.map((d) => [d.eventType, d.status])).toEqual([
      ['order.declined', 'delivered'],
      ['order.processing', 'delivered'],
    ]);
    expect(deliveries[1]?.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 200, undefined],
    ]);
    expect(deliveries.every((d) => d.orderId === orderId && d.url === rx.url)).toBe(true);
  });

  it('never answers a body or a secret', async () => {
    const res = await list();
    const secret = t.sandbox.webhooks.endpoints()[0]?.secret as string;
    expect(res.text).not.toContain(secret.slice(6));
    expect(res.text).not.toContain('"body"');
    expect(res.text).not.toContain('"data"');
    expect(res.text).not.toContain(CARDS.declined);
  });

  it('filters by order and by status', async () => {
    expect(((await list(`?orderId=${orderId}`)).json as unknown[]).length).toBe(2);
    expect((await list('?orderId=ord_other')).json).toEqual([]);
    expect((await list('?status=failed')).json).toEqual([]);
    expect(((await list('?status=delivered')).json as unknown[]).length).toBe(2);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    const res = await list('?status=lost');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'status' }] });
    expect((await list(`?orderId=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('needs the merchant credentials, from a server', async () => {
    expect((await t.raw('GET', '/v1/webhooks/deliveries')).status).toBe(401);
    expect((await list('', basic({ ...MERCHANT, clientSecret: 'wrong' }))).status).toBe(401);
    const fromBrowser = await list('', basic(MERCHANT), { origin: 'https://shop.example' });
    expect(fromBrowser.status).toBe(403);
  });

  it('caps the answer at 500', () => {
    expect(DELIVERY_LIST_CAP).toBe(500);
  });
});

describe("another merchant's deliveries", () => {
  it('are invisible, and their resend is 404', async () => {
    const mine = deliveryListSchema.parse((await list()).json);
    const theirs = (await list('', basic(MERCHANT_2))).json;
    expect(theirs).toEqual([]);
    expect((await list(`?orderId=${orderId}`, basic(MERCHANT_2))).json).toEqual([]);
    const res = await t.raw('POST', `/v1/webhooks/deliveries/${mine[0]?.id}/resend`, {
      auth: basic(MERCHANT_2),
      body: {},
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      code: 'NOT_FOUND',
      message: 'No webhook delivery with this deliveryId for this merchant.',
    });
  });
});

describe('POST /v1/webhooks/deliveries/{deliveryId}/resend', () => {
  it('answers 202 with the delivery, pending, and sends it again', async () => {
    const [latest] = deliveryListSchema.parse((await list()).json);
    const res = await t.raw('POST', `/v1/webhooks/deliveries/${latest?.id}/resend`, {
      auth: basic(MERCHANT),
      body: {},
    });
    expect(res.status).toBe(202);
    const delivery = deliverySchema.parse(res.json);
    expect(delivery).toMatchObject({ id: latest?.id, status: 'pending', eventId: latest?.eventId });
    expect(delivery.nextAttemptAt).not.toBeNull();
    await t.sandbox.webhooks.idle();
    const after = deliveryListSchema.parse((await list()).json)[0];
    expect(after?.status).toBe('delivered');
    expect(after?.attempts.at(-1)?.attempt).toBe((latest?.attempts.length ?? 0) + 1);
  });

  it('needs the merchant credentials', async () => {
    const res = await t.raw('POST', '/v1/webhooks/deliveries/dlv_x/resend');
    expect(res.status).toBe(401);
  });
});

describe('the attempt log', () => {
  it('prints one line per attempt, never a body or a secret', () => {
    const attempts = lines.filter((l) => l.startsWith('webhook '));
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(attempts[0]).toMatch(
      /^webhook order\.processing msg_[0-9a-f]{32} attempt 1 → http:\/\/127\.0\.0\.1:\d+\/hooks 500 \d+ms$/,
    );
    expect(attempts).toContainEqual(
      expect.stringMatching(/^webhook order\.processing msg_\w+ attempt 2 → \S+ 200 \d+ms$/),
    );
    const secrets = t.sandbox.webhooks.endpoints().map((e) => e.secret.slice(6));
    for (const line of attempts) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      expect(line).not.toContain('{');
    }
  });
});

describe('startSandbox webhook config', () => {
  it('refuses a bad webhook URL with CONFIGURATION before it listens', async () => {
    const merchant = { ...(DEFAULT_MERCHANTS[0] as Merchant), webhooks: [{ url: 'ftp://x' }] };
    await expect(startSandbox({ quiet: true, merchants: [merchant] })).rejects.toMatchObject({
      code: 'CONFIGURATION',
      message: expect.stringContaining('webhooks[0].url must use http or https'),
    });
  });

  it("makes a secret for each endpoint without one, and lists every merchant's endpoints", async () => {
    const [endpoint, ...others] = t.sandbox.webhooks.endpoints();
    expect(endpoint).toEqual({
      merchantId: MERCHANT.clientId,
      url: rx.url,
      secret: expect.stringMatching(/^whsec_/),
    });
    expect(others.map((e) => e.merchantId)).toEqual([MERCHANT_2.clientId]);
    expect(t.sandbox.merchants[0]?.webhooks?.[0]?.secret).toBe(endpoint?.secret);
  });
});

describe('close', { timeout: 20_000 }, () => {
  it('aborts attempts in flight and stops every timer', async () => {
    const hanging = await startReceiver(() => 'hang');
    const s = await startTestSandbox({
      merchants: [{ ...(DEFAULT_MERCHANTS[0] as Merchant), webhooks: [{ url: hanging.url }] }],
      webhooks: { timeoutMs: 15_000 },
    });
    const checkout = await s.open();
    await checkout.payWithCard(CARDS.declined);
    await hanging.waitUntil(() => hanging.requests.length >= 1);
    const started = Date.now();
    let idle = false;
    const waiting = s.sandbox.webhooks.idle().then(() => {
      idle = true;
    });
    await s.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    await waiting;
    expect(idle).toBe(true);
    // Nothing more is sent once closed.
    const seen = hanging.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hanging.requests.length).toBe(seen);
    await hanging.close();
  });
});
