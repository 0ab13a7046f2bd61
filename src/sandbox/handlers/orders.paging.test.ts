// GET /v1/orders over HTTP, page by page: 50 by default, at most 100, X-Next-Cursor to the next
// page, the filters applied to every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PAGE } from '../../api/orderPage.js';
import { createClock } from '../runtime/clock.js';
import {
  basic,
  MERCHANT,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';
import { orderPages } from '../testing/orderPages.js';

const TOTAL = 130;
const buyerId = crypto.randomUUID();
let t: TestSandbox;
/** The merchant's order ids, oldest first. */
let created: string[];

async function openOrders(s: TestSandbox, n: number, over = {}): Promise<string[]> {
  const ids: string[] = [];
  // One at a time: their creation order is the order they are listed in.
  for (let i = 0; i < n; i++) {
    ids.push((await s.merchant.createClientToken(nftRequest(over))).orderId as string);
  }
  return ids;
}

beforeAll(async () => {
  t = await startTestSandbox();
  created = [];
  for (let i = 0; i < TOTAL / 10; i++) {
    created.push(...(await openOrders(t, 9)));
    created.push(...(await openOrders(t, 1, { externalUserId: buyerId })));
  }
  await t.merchant2.createClientToken(nftRequest());
}, 60_000);
afterAll(() => t.close());

const list = (query: string) => t.raw('GET', `/v1/orders?${query}`, { auth: basic(MERCHANT) });
const ids = (pages: { id: string }[][]) => pages.flat().map((o) => o.id);

describe('GET /v1/orders pages', { timeout: 30_000 }, () => {
  it(`answers ${ORDER_PAGE.defaultLimit} orders by default, with the cursor of the next page`, async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect((first.json as { id: string }[]).map((o) => o.id)).toEqual(
      created.slice(0, ORDER_PAGE.defaultLimit),
    );
    expect(first.headers.get('x-next-cursor')).toMatch(/^[\w-]{10,200}$/);
  });

  it(`answers up to ${ORDER_PAGE.maxLimit} when asked, and refuses more`, async () => {
    const most = await list(`limit=${ORDER_PAGE.maxLimit}`);
    expect((most.json as unknown[]).length).toBe(ORDER_PAGE.maxLimit);
    for (const limit of ['101', '0', '-1', '2.5', 'ten', '', '1e9']) {
      const bad = await list(`limit=${limit}`);
      expect(bad.status, limit).toBe(400);
      expect(bad.json, limit).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining('limit must be a whole number from 1 to 100'),
        issues: [{ path: 'limit' }],
      });
    }
    expect((await list('limit=1&limit=2')).status).toBe(400);
  });

  it('goes through every order once, in order, and stops on the last page', async () => {
    const pages = await orderPages(t, { limit: '40' });
    expect(pages.map((p) => p.length)).toEqual([40, 40, 40, 10]);
    expect(ids(pages)).toEqual(created);
    // An exact fit leaves no cursor behind: no empty page to fetch.
    const exact = await orderPages(t, { limit: '65' });
    expect(exact.map((p) => p.length)).toEqual([65, 65]);
  });

  it('continues after its cursor when orders are created between pages', async () => {
    const first = await list('limit=20');
    const more = await openOrders(t, 2);
    const cursor = first.headers.get('x-next-cursor') as string;
    const rest = await orderPages(t, { limit: '100', cursor });
    expect([...(first.json as { id: string }[]).map((o) => o.id), ...ids(rest)]).toEqual([
      ...created,
      ...more,
    ]);
    created.push(...more);
  });

  it('applies the filters to every page', async () => {
    const mine = created.filter((_, i) => i % 10 === 9);
    const pages = await orderPages(t, { externalUserId: buyerId, limit: '5' });
    expect(pages.map((p) => p.length)).toEqual([5, 5, 3]);
    expect(ids(pages)).toEqual(mine);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await orderPages(t, { externalUserId: buyerId, startDate: today, limit: '7' });
    expect(ids(dated)).toEqual(mine);
  });

  it('refuses a cursor it did not write, saying where one comes from', async () => {
    const cursor = (await list('limit=1')).headers.get('x-next-cursor') as string;
    for (const bad of ['abc', `${cursor}x`, cursor.slice(1), 'x'.repeat(201), 'W10']) {
      const res = await list(`cursor=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.json, bad).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining(
          'cursor must be the X-Next-Cursor header of the previous page, unchanged',
        ),
        issues: [{ path: 'cursor' }],
      });
    }
  });

  it('the typed client pages too: listOrderPage hands over the next cursor', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await t.merchant.listOrderPage({ limit: 45, cursor });
      seen.push(...page.orders.map((o) => o.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== undefined && pages < 100);
    expect(seen).toEqual(created);
    expect((await t.merchant.listOrders({ limit: 3 })).map((o) => o.id)).toEqual(
      created.slice(0, 3),
    );
    for (const limit of [0, 101, 2.5]) {
      await expect(t.merchant.listOrderPage({ limit }), String(limit)).rejects.toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining('must be a whole number from 1 to 100'),
      });
    }
    await expect(t.merchant.listOrderPage({ cursor: 'x'.repeat(201) })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('keeps orders of one millisecond apart: no repeats, no gaps', async () => {
    // A clock that never moves: every order is created at the same instant.
    const still = await startTestSandbox({ clock: createClock(() => Date.parse('2026-03-01')) });
    try {
      const same = await openOrders(still, 7);
      const pages = await orderPages(still, { limit: '3' });
      expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
      expect(ids(pages)).toEqual(same);
    } finally {
      await still.close();
    }
  });

  it("goes on from its time when the cursor's order was removed to make room", async () => {
    const small = await startTestSandbox({ limits: { maxOrders: 3 } });
    try {
      const [, second, third] = await openOrders(small, 3, { expiresIn: 60 });
      const first = await small.raw('GET', '/v1/orders?limit=1', { auth: basic(MERCHANT) });
      small.sandbox.clock.advance(61_000);
      // The store is full of expired orders: the oldest, the first page's, makes way.
      const [fourth] = await openOrders(small, 1);
      const cursor = first.headers.get('x-next-cursor') as string;
      expect(ids(await orderPages(small, { cursor }))).toEqual([second, third, fourth]);
    } finally {
      await small.close();
    }
  });
});
