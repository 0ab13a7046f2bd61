// Test-only: GET /v1/orders followed page by page through its X-Next-Cursor header.
import { expect } from 'vitest';
import { type Order, orderListSchema } from '../../api/orders.js';
import { basic, MERCHANT, type TestSandbox } from './harness.js';

/** Every page `query` answers, first to last, each checked to be a 200 list of orders. */
export async function orderPages(
  t: TestSandbox,
  query: Record<string, string> = {},
  auth = basic(MERCHANT),
): Promise<Order[][]> {
  const pages: Order[][] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor === null ? {} : { cursor }) });
    const res = await t.raw('GET', `/v1/orders?${params}`, { auth });
    expect(res.status, res.text).toBe(200);
    pages.push(orderListSchema.parse(res.json));
    cursor = res.headers.get('x-next-cursor');
  } while (cursor !== null && pages.length < 1_000);
  return pages;
}
