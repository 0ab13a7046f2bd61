import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskRequestB } from '../api/testing/fixtures.js';
import {
  basic,
  type Checkout,
  MERCHANT,
  startTestSandbox,
  type TestSandbox,
} from './testing/harness.js';

let t: TestSandbox;
let checkout: Checkout;
beforeAll(async () => {
  t = await startTestSandbox({ bodyLimitBytes: 4096 });
  checkout = await t.open();
});
afterAll(() => t.close());

const merchantAuth = basic(MERCHANT);

describe('HTTP edges', { timeout: 20_000 }, () => {
  it('refuses an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ ...riskRequestB(), partnerName: 'x'.repeat(5000) });
    const res = await t.raw('POST', '/v1/customers', { auth: merchantAuth, body: big });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const huge = await t.raw('POST', '/v1/checkout/quote', {
      auth: `Bearer ${checkout.token}`,
      body: 'x'.repeat(200_000),
    });
    expect(huge.status).toBe(413);
  });

  it('answers unknown paths with 404 and wrong methods with 405 and Allow', async () => {
    const missing = await t.raw('GET', '/v1/nothing', { auth: merchantAuth });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 'NOT_FOUND' });
    const wrong = await t.raw('PUT', '/v1/orders', { auth: merchantAuth });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, OPTIONS');
  });

  it('answers widget preflights with CORS, and merchant endpoints without', async () => {
    const preflight = await t.raw('OPTIONS', '/v1/checkout/confirm', {
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, idempotency-key, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'authorization',
      'content-type',
      'idempotency-key',
      'x-request-id',
      'last-event-id',
    ]) {
      expect(allowed).toContain(header);
    }
    const session = await t.raw('GET', '/v1/checkout/session', {
      auth: `Bearer ${checkout.token}`,
    });
    expect(session.headers.get('access-control-allow-origin')).toBe('*');
    const merchant = await t.raw('GET', '/v1/orders', {
      auth: merchantAuth,
      headers: { origin: 'https://shop.example' },
    });
    expect(merchant.headers.get('access-control-allow-origin')).toBeNull();
    const merchantPreflight = await t.raw('OPTIONS', '/v1/auth/client-tokens');
    expect(merchantPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('echoes X-Request-Id on every response, making one when none came', async () => {
    const sent = await t.raw('GET', '/v1/orders', {
      auth: merchantAuth,
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(sent.headers.get('x-request-id')).toBe('abc-123');
    const error = await t.raw('GET', '/v1/nothing', { headers: { 'x-request-id': 'err-1' } });
    expect(error.headers.get('x-request-id')).toBe('err-1');
    const none = await t.raw('GET', '/v1/checkout/session', { auth: `Bearer ${checkout.token}` });
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
