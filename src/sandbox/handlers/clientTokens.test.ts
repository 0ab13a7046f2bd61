import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '../../api/orders.js';
import {
  basic,
  MERCHANT,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';
import { orderPages } from '../testing/orderPages.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('POST /v1/auth/client-tokens', { timeout: 20_000 }, () => {
  it('opens a Draft order bound to a UUID token that expires at now + expiresIn', async () => {
    const before = Date.now();
    const referenceId = crypto.randomUUID();
    const externalUserId = crypto.randomUUID();
    const res = await t.merchant.createClientToken(
      nftRequest({
        referenceId,
        externalUserId,
        expiresIn: 600,
        taxRates: { US: 5, 'US-CA': '7.25' },
        paymentMethodTypeConfig: { enabled: ['us_debit', 'ach'], default: 'ach' },
      }),
    );
    expect(res.clientToken).toMatch(/^[0-9a-f-]{36}$/);
    const expires = Date.parse(res.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 600_000);

    const [order] = await t.merchant.listOrders({ reference: referenceId });
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(order).toMatchObject({
      referenceId,
      status: 'Draft',
      userId: externalUserId,
      expiresAt: res.expiresAt,
      subtotal: 100,
      payment: { currency: 'usd', paymentMethodType: 'ach' },
      data: {
        transactionType: 'nft',
        name: 'Genesis #1',
        price: '100',
        contractAddress: '0xdef',
        imageUrl: 'https://example.com/nft/1.png',
      },
    });
    expect(order).not.toHaveProperty('withdrawal');
    expect(order).not.toHaveProperty('error');
  });

  it('defaults expiresIn to 1800 s and leaves referenceId null when none is given', async () => {
    const before = Date.now();
    const res = await t.merchant.createClientToken(nftRequest());
    const expires = Date.parse(res.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(1_800_000 - 5);
    expect(expires - Date.now()).toBeLessThanOrEqual(1_800_000);
    const session = await t.checkout(res.clientToken).getSession();
    expect(session.state.order.referenceId).toBeNull();
    const order = await t.merchant.getOrder(session.state.order.id);
    expect(order.referenceId).toBeNull();
    // Orders without one never collide, and filtering by a referenceId finds only its order.
    const other = await t.open(nftRequest());
    expect((await other.client.getOrderState()).order.referenceId).toBeNull();
    const referenceId = crypto.randomUUID();
    const named = await t.open(nftRequest({ referenceId }));
    const listed = await t.merchant.listOrders({ reference: referenceId });
    expect(listed.map((o) => [o.id, o.referenceId])).toEqual([[named.orderId, referenceId]]);
  });

  it('answers bad credentials with 400 UNAUTHORIZED (spec 5.2)', async () => {
    for (const auth of [
      basic({ ...MERCHANT, clientSecret: 'wrong' }),
      basic({ clientId: 'nobody', clientSecret: 'sandbox-secret' }),
      'Basic !!!',
      undefined,
    ]) {
      const res = await t.raw('POST', '/v1/auth/client-tokens', { auth, body: nftRequest() });
      expect(res.status, String(auth)).toBe(400);
      expect(res.json).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('names the failing fields of a bad body', async () => {
    const auth = basic(MERCHANT);
    const missing = await t.raw('POST', '/v1/auth/client-tokens', { auth, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'nft', message: 'is required' }],
    });

    const wrong = await t.raw('POST', '/v1/auth/client-tokens', {
      auth,
      body: { nft: { name: 'x', imageUrl: 'javascript:alert(1)', price: -1 }, expiresIn: 3601 },
    });
    const paths = (wrong.json as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['nft.imageUrl', 'nft.price', 'expiresIn']));

    const json = await t.raw('POST', '/v1/auth/client-tokens', { auth, body: '{"nft":' });
    expect(json.status).toBe(400);
    expect(json.json).toMatchObject({ code: 'VALIDATION' });

    const huge = await t.raw('POST', '/v1/auth/client-tokens', {
      auth,
      body: nftRequest({ nft: { ...nftRequest().nft, price: 1e308, quantity: 10 } }),
    });
    expect(huge.status).toBe(400);
    expect(huge.json).toMatchObject({ issues: [{ path: 'nft.price' }] });

    const types = await t.raw('POST', '/v1/auth/client-tokens', {
      auth,
      body: nftRequest({ referenceId: 'not-a-uuid', taxRates: { 'us-ca': 5 } as never }),
    });
    expect((types.json as { message: string }).message).toMatch(/referenceId/);
  });

  it('refuses a referenceId already used by the merchant, but not by another merchant', async () => {
    const referenceId = crypto.randomUUID();
    await t.merchant.createClientToken(nftRequest({ referenceId }));
    const again = await rejection(t.merchant.createClientToken(nftRequest({ referenceId })));
    expect(again).toMatchObject({ code: 'CONFLICT', status: 409 });
    await expect(t.merchant2.createClientToken(nftRequest({ referenceId }))).resolves.toBeTruthy();
  });

  it('gives 200 concurrent exchanges 200 distinct tokens and orders', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, () => t.merchant.createClientToken(nftRequest())),
    );
    const tokens = new Set(results.map((r) => r.clientToken));
    expect(tokens.size).toBe(200);
    const orderIds = await Promise.all(
      results.map(async (r) => (await t.checkout(r.clientToken).getOrderState()).order.id),
    );
    expect(new Set(orderIds).size).toBe(200);
    const pages = await orderPages(t, { limit: '100' });
    const listed = new Set(pages.flat().map((o) => o.id));
    for (const id of orderIds) expect(listed.has(id)).toBe(true);
  });

  it('answers 429 when the store is full of open orders, and takes new ones once they expire', async () => {
    const small = await startTestSandbox({ limits: { maxOrders: 2 } });
    try {
      const first = await small.merchant.createClientToken(nftRequest({ expiresIn: 60 }));
      await small.merchant.createClientToken(nftRequest({ expiresIn: 60 }));
      const full = await rejection(small.merchant.createClientToken(nftRequest()));
      expect(full).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
      // Both open orders are still there, unharmed.
      expect((await small.merchant.listOrders()).map((o) => o.status)).toEqual(['Draft', 'Draft']);
      small.sandbox.clock.advance(61_000);
      await expect(small.merchant.createClientToken(nftRequest())).resolves.toBeTruthy();
      // The oldest finished order made way; the other expired one and the new one remain.
      expect((await small.merchant.listOrders()).map((o) => o.status)).toEqual([
        'Expired',
        'Draft',
      ]);
      expect(await rejection(small.checkout(first.clientToken).getOrderState())).toMatchObject({
        status: 401,
      });
    } finally {
      await small.close();
    }
  });
});
