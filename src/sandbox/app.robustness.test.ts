import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStateSchema } from '../api/checkout.js';
import { riskRequestB } from '../api/testing/fixtures.js';
import { ROUTES } from './endpointHandlers.js';
import {
  basic,
  type Checkout,
  MERCHANT,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from './testing/harness.js';
import { mutations, RAW_BODIES, validBody } from './testing/sweep.js';

let t: TestSandbox;
let checkout: Checkout;
beforeAll(async () => {
  t = await startTestSandbox({ bodyLimitBytes: 4096 });
  checkout = await t.open();
});
afterAll(() => t.close());

const merchantAuth = basic(MERCHANT);
const authFor = (path: string) =>
  path.startsWith('/v1/checkout/') ? `Bearer ${checkout.token}` : merchantAuth;
const concrete = (path: string) =>
  path.replace(':orderId', checkout.orderId).replace(':verificationId', 'ver-1');

async function expectNo500(method: string, path: string, init: Parameters<TestSandbox['raw']>[2]) {
  const res = await t.raw(method, path, { ...init, headersOnly: true });
  expect(res.status, `${method} ${path} ${JSON.stringify(init?.body)?.slice(0, 200)}`).toBeLessThan(
    500,
  );
  // The card challenge pages and the hosted checkout answer a refusal as a page, for the buyer
  // who sees it.
  const page = res.headers.get('content-type')?.startsWith('text/html') === true;
  if (res.status >= 400 && page) {
    expect(path, `${method} ${path}`).toMatch(
      /^\/(?:v1\/checkout\/challenge\/|checkout(?:[/?]|$))/,
    );
    expect(res.text).toMatch(/^<!doctype html>/);
  } else if (res.status >= 400) {
    expect(res.json, `${method} ${path}`).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  }
  return res;
}

/** Runs the calls a few at a time: the sweep is bound by round trips, not by the server. */
async function inBatches(calls: Array<() => Promise<unknown>>, size = 8) {
  for (let i = 0; i < calls.length; i += size) {
    await Promise.all(calls.slice(i, i + size).map((call) => call()));
  }
}

describe('malformed input never makes a 500', { timeout: 60_000 }, () => {
  it('survives broken bodies on every POST', async () => {
    const calls: Array<() => Promise<unknown>> = [];
    for (const route of ROUTES.filter((r) => r.method === 'POST')) {
      const auth = authFor(route.path);
      const headers = { 'idempotency-key': crypto.randomUUID() };
      for (const body of RAW_BODIES) {
        calls.push(() => expectNo500('POST', route.path, { auth, body, headers }));
      }
      const bodies = mutations(validBody(route.path, checkout.orderId));
      // Every mutation of small bodies, a spread of the large ones.
      const step = Math.max(1, Math.floor(bodies.length / 40));
      for (let i = 0; i < bodies.length; i += step) {
        const body = JSON.stringify(bodies[i]);
        calls.push(() => expectNo500('POST', route.path, { auth, body, headers }));
      }
    }
    await inBatches(calls);
  });

  it('survives arbitrary JSON values on every endpoint', async () => {
    const values = fc.sample(fc.jsonValue({ maxDepth: 4 }), { numRuns: 20, seed: 42 });
    const calls = ROUTES.flatMap((route) =>
      values.map(
        (value) => () =>
          expectNo500(route.method, concrete(route.path), {
            auth: authFor(route.path),
            body: route.method === 'POST' ? JSON.stringify(value) : undefined,
            headers: { 'idempotency-key': crypto.randomUUID() },
          }),
      ),
    );
    await inBatches(calls);
  });

  it('survives odd paths, queries and headers', async () => {
    const queries = [
      '?%',
      '?startDate[]=1',
      '?startDate=2026-02-30',
      '?=&&=',
      `?reference=${'%FF'.repeat(50)}`,
      '?customer_id=%00',
      '?bank_account_id=&bank_account_id=',
      `?origin=${'a'.repeat(3000)}`,
    ];
    for (const route of ROUTES.filter((r) => r.method !== 'POST')) {
      for (const query of queries) {
        await expectNo500(route.method, concrete(route.path) + query, {
          auth: authFor(route.path),
        });
      }
    }
    for (const path of [
      '/v1/orders/%',
      '/v1/orders/%2e%2e%2f',
      '//v1/orders',
      `/v1/orders/${'a'.repeat(4000)}`,
      '/v1/identityDocuments/verifications/%E0%A4%A',
      '/',
      '/v2/orders',
      '/v1',
    ]) {
      await expectNo500('GET', path, { auth: merchantAuth });
    }
    const auths = [
      'Basic',
      'Basic ====',
      `Basic ${Buffer.from([0xff, 0x3a, 0xfe]).toString('base64')}`,
      `Bearer ${'x'.repeat(5000)}`,
      'Bearer  ',
      'Digest abc',
      `Basic ${Buffer.from(':').toString('base64')}`,
    ];
    for (const auth of auths) {
      await expectNo500('GET', '/v1/orders', { auth });
      await expectNo500('GET', '/v1/checkout/order', { auth });
      await expectNo500('POST', '/v1/auth/client-tokens', { auth, body: nftRequest() });
    }
    for (const key of ['', ' ', 'x'.repeat(500), 'é']) {
      await expectNo500('POST', '/v1/checkout/confirm', {
        auth: `Bearer ${checkout.token}`,
        body: validBody('/v1/checkout/confirm', checkout.orderId),
        headers: { 'idempotency-key': encodeURIComponent(key) },
      });
    }
    await expectNo500('POST', '/v1/customers', {
      auth: merchantAuth,
      body: riskRequestB(),
      headers: { 'x-request-id': '' },
    });
  });

  it('keeps the order readable and unharmed after the sweep', async () => {
    const state = orderStateSchema.parse(await checkout.client.getOrderState());
    expect(state.order.id).toBe(checkout.orderId);
    expect(state.transitions.map((tr) => tr.sequence)).toEqual(
      state.transitions.map((_, i) => i + 1),
    );
    await expect(t.merchant.getOrder(checkout.orderId)).resolves.toMatchObject({
      id: checkout.orderId,
    });
  });
});
