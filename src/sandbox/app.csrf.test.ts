import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from './endpointHandlers.js';
import {
  basic,
  type Checkout,
  MERCHANT,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from './testing/harness.js';
import { validBody } from './testing/sweep.js';

let t: TestSandbox;
let checkout: Checkout;
beforeAll(async () => {
  t = await startTestSandbox();
  checkout = await t.open();
});
afterAll(() => t.close());

const merchantAuth = basic(MERCHANT);
const isCheckout = (path: string) => path.startsWith('/v1/checkout/');
const authFor = (path: string) => (isCheckout(path) ? `Bearer ${checkout.token}` : merchantAuth);
const concrete = (path: string) =>
  path.replace(':orderId', checkout.orderId).replace(':verificationId', 'ver-1');
// The card challenge page's form is the one form post: its own test below.
const isChallengeForm = (path: string) => path.startsWith('/v1/checkout/challenge/');
const posts = ROUTES.filter((route) => route.method === 'POST' && !isChallengeForm(route.path));
// Pages for buyers' browsers (the hosted checkout, the test wallet's files) and the public files
// (the API document, the Apple Pay domain association) take an Origin.
const PUBLIC_FILES = ['/v1/openapi.json', '/v1/wallets/apple-pay/domain-association'];
const isForBrowsers = (path: string) =>
  path.startsWith('/checkout') ||
  path.startsWith('/v1/wallets/test-pay') ||
  PUBLIC_FILES.includes(path);
const merchantRoutes = ROUTES.filter(
  (route) => !isCheckout(route.path) && !isForBrowsers(route.path),
);

describe('JSON endpoints take only application/json', { timeout: 30_000 }, () => {
  it('refuses every other content type, and none, with 415 on every POST', async () => {
    expect(posts.length).toBeGreaterThan(10);
    for (const route of posts) {
      const body = JSON.stringify(validBody(route.path, checkout.orderId));
      for (const type of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonx',
        'application/json; charset=iso-8859-1',
        '',
      ]) {
        const res = await t.raw('POST', route.path, {
          auth: authFor(route.path),
          body,
          headers: { 'content-type': type, 'idempotency-key': crypto.randomUUID() },
        });
        expect(res.status, `${route.path} ${type}`).toBe(415);
        expect(res.json).toMatchObject({
          code: 'VALIDATION',
          message: expect.stringContaining('application/json'),
          issues: [{ path: 'Content-Type' }],
        });
      }
    }
  });

  it('accepts application/json with or without a UTF-8 charset, in any case', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;Charset="UTF-8"',
    ]) {
      const res = await t.raw('POST', '/v1/auth/client-tokens', {
        auth: merchantAuth,
        body: JSON.stringify(nftRequest()),
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(200);
    }
  });
});

describe('the card challenge form', () => {
  it('takes only a form-encoded body, and nothing from another origin', async () => {
    const path = '/v1/checkout/challenge/chl_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/json', '']) {
      const res = await t.raw('POST', path, {
        body: 'action=fail',
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(415);
    }
    for (const origin of ['https://evil.example', 'null']) {
      const res = await t.raw('POST', path, {
        body: 'action=fail',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      });
      expect(res.status, origin).toBe(403);
    }
  });
});

describe('merchant endpoints are for servers', { timeout: 30_000 }, () => {
  it('sends no WWW-Authenticate challenge with a 401', async () => {
    const none = await t.raw('GET', '/v1/orders');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBeNull();
    const wrong = await t.raw('GET', '/v1/customers', {
      auth: basic({ ...MERCHANT, clientSecret: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBeNull();
  });

  it('refuses any request that carries an Origin header with 403, before it does anything', async () => {
    const before = (await t.merchant.listOrders()).length;
    for (const route of merchantRoutes) {
      for (const origin of ['https://evil.example', 'null', t.sandbox.origin]) {
        const res = await t.raw(route.method, concrete(route.path), {
          auth: merchantAuth,
          body: route.method === 'POST' ? nftRequest() : undefined,
          headers: { origin },
        });
        expect(res.status, `${route.method} ${route.path} ${origin}`).toBe(403);
        expect(res.json).toMatchObject({
          code: 'FORBIDDEN',
          message: expect.stringContaining('server'),
        });
      }
    }
    // A cross-site form post with the browser's remembered credentials creates nothing.
    const form = await t.raw('POST', '/v1/auth/client-tokens', {
      auth: merchantAuth,
      body: JSON.stringify(nftRequest()),
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(403);
    expect(await t.merchant.listOrders()).toHaveLength(before);
  });

  it('still serves server clients, which send no Origin, and browsers on checkout endpoints', async () => {
    await expect(t.merchant.createClientToken(nftRequest())).resolves.toMatchObject({
      clientToken: expect.any(String),
    });
    const session = await t.raw('GET', '/v1/checkout/session', {
      auth: `Bearer ${checkout.token}`,
      headers: { origin: 'https://shop.example' },
    });
    expect(session.status).toBe(200);
    const quote = await t.raw('POST', '/v1/checkout/quote', {
      auth: `Bearer ${checkout.token}`,
      body: validBody('/v1/checkout/quote', checkout.orderId),
      headers: { origin: 'https://shop.example' },
    });
    expect(quote.status).toBe(200);
  });
});
