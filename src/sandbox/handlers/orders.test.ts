import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListSchema, orderSchema } from '../../api/orders.js';
import {
  basic,
  MERCHANT,
  MERCHANT_2,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('GET /v1/orders/{order_id}', { timeout: 20_000 }, () => {
  it('returns the merchant own order in the spec shape', async () => {
    const checkout = await t.open();
    const order = await t.merchant.getOrder(checkout.orderId);
    expect(orderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({ id: checkout.orderId, status: 'Draft', total: 105.3 });
    expect(order.processingFees).toEqual({ tax: 0, clientProcessingFee: 3.8, networkFee: 1.5 });
  });

  it('answers 404 for an unknown id and for another merchant order', async () => {
    const checkout = await t.open();
    expect(await rejection(t.merchant.getOrder('no-such-order'))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(await rejection(t.merchant2.getOrder(checkout.orderId))).toMatchObject({ status: 404 });
    const res = await t.raw('GET', `/v1/orders/${checkout.orderId}`, { auth: basic(MERCHANT_2) });
    expect(res.json).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers 401 without or with wrong credentials, and 400 for a bad path escape', async () => {
    const checkout = await t.open();
    const none = await t.raw('GET', `/v1/orders/${checkout.orderId}`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBeNull();
    const wrong = await t.raw('GET', `/v1/orders/${checkout.orderId}`, {
      auth: basic({ ...MERCHANT, clientSecret: 'nope' }),
    });
    expect(wrong.json).toMatchObject({ code: 'UNAUTHORIZED' });
    const badEscape = await t.raw('GET', '/v1/orders/%E0%A4%A', { auth: basic(MERCHANT) });
    expect(badEscape.status).toBe(400);
    expect(badEscape.json).toMatchObject({ issues: [{ path: 'orderId' }] });
  });
});

describe('GET /v1/orders', { timeout: 20_000 }, () => {
  it('lists only the merchant own orders, as an array', async () => {
    const mine = await t.open();
    const theirs = await t.merchant2.createClientToken(nftRequest());
    const list = orderListSchema.parse(await t.merchant.listOrders());
    const ids = list.map((o) => o.id);
    expect(ids).toContain(mine.orderId);
    const theirOrder = (await t.checkout(theirs.clientToken).getOrderState()).order.id;
    expect(ids).not.toContain(theirOrder);
    expect((await t.merchant2.listOrders()).map((o) => o.id)).toEqual([theirOrder]);
  });

  it('filters by reference and externalUserId', async () => {
    const referenceId = crypto.randomUUID();
    const externalUserId = crypto.randomUUID();
    await t.open(nftRequest({ referenceId, externalUserId }));
    await t.open(nftRequest({ externalUserId }));
    expect(
      (await t.merchant.listOrders({ reference: referenceId })).map((o) => o.referenceId),
    ).toEqual([referenceId]);
    expect(await t.merchant.listOrders({ externalUserId })).toHaveLength(2);
    expect(await t.merchant.listOrders({ externalUserId: crypto.randomUUID() })).toEqual([]);
  });

  it('refuses bad filters with the parameter named', async () => {
    const auth = basic(MERCHANT);
    const bad = await t.raw('GET', '/v1/orders?startDate=2026-13-01', { auth });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'startDate' }] });
    const clash = await t.raw('GET', '/v1/orders?startDate=2026-01-01&startData=2026-01-02', {
      auth,
    });
    expect(clash.json).toMatchObject({ issues: [{ path: 'startData' }] });
    const backwards = await t.raw('GET', '/v1/orders?startDate=2026-02-01&endDate=2026-01-01', {
      auth,
    });
    expect(backwards.json).toMatchObject({ issues: [{ path: 'endDate' }] });
    const twice = await t.raw('GET', '/v1/orders?reference=a&reference=b', { auth });
    expect(twice.json).toMatchObject({ issues: [{ path: 'reference' }] });
    expect((await t.raw('GET', '/v1/orders')).status).toBe(401);
  });
});

describe('GET /v1/orders date filters (whole UTC days, endDate inclusive)', {
  timeout: 20_000,
}, () => {
  let d: TestSandbox;
  beforeAll(async () => {
    d = await startTestSandbox();
  });
  afterAll(() => d.close());

  it('filters by startDate, its startData spelling and endDate', async () => {
    const first = await d.open(nftRequest({ expiresIn: 3600 }));
    const firstDay = day(d.sandbox.clock.now());
    d.sandbox.clock.advance(2 * 24 * 60 * 60 * 1000);
    const second = await d.open();
    const secondDay = day(d.sandbox.clock.now());
    const ids = async (query: string) => {
      const res = await d.raw('GET', `/v1/orders?${query}`, { auth: basic(MERCHANT) });
      expect(res.status).toBe(200);
      return (res.json as { id: string }[]).map((o) => o.id);
    };
    expect(await ids(`startDate=${secondDay}`)).toEqual([second.orderId]);
    expect(await ids(`startData=${secondDay}`)).toEqual([second.orderId]);
    expect(await ids(`endDate=${firstDay}`)).toEqual([first.orderId]);
    expect(await ids(`startDate=${firstDay}&endDate=${secondDay}`)).toEqual([
      first.orderId,
      second.orderId,
    ]);
    expect(await d.merchant.listOrders({ startDate: secondDay, endDate: secondDay })).toHaveLength(
      1,
    );
    // The first order's hour ran out while the clock jumped: read lazily, it is Expired.
    expect((await d.merchant.getOrder(first.orderId)).status).toBe('Expired');
  });
});
