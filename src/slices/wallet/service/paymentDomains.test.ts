// The wallet domains over HTTP against the real sandbox: register, list, remove, per merchant,
// bounded, and every bad input refused with what to send instead.
import { afterEach, describe, expect, it } from 'vitest';
import {
  basic,
  MERCHANT,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { paymentDomainListSchema, paymentDomainSchema } from '../api/paymentDomains.js';
import { DOMAIN_ASSOCIATION } from './domainAssociation.js';

let t: TestSandbox | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const start = async (limits: Record<string, number> = {}) => {
  t = await startTestSandbox({ limits });
  return t;
};

const auth = basic(MERCHANT);
const json = { 'content-type': 'application/json' };

describe('/v1/payment-domains', { timeout: 20_000 }, () => {
  it('registers, lists oldest first, registers again as it was, and removes', async () => {
    const s = await start();
    const shop = paymentDomainSchema.parse(await s.merchant.addPaymentDomain('shop.example.com'));
    expect(shop.domain).toBe('shop.example.com');
    await s.merchant.addPaymentDomain('xn--bcher-kva.example');
    await s.merchant.addPaymentDomain('127.0.0.1');
    expect(await s.merchant.addPaymentDomain('shop.example.com')).toEqual(shop);

    const listed = paymentDomainListSchema.parse(await s.merchant.listPaymentDomains());
    expect(listed.map((d) => d.domain)).toEqual([
      'shop.example.com',
      'xn--bcher-kva.example',
      '127.0.0.1',
    ]);
    expect(await s.merchant.removePaymentDomain('xn--bcher-kva.example')).toEqual({
      success: true,
    });
    expect((await s.merchant.listPaymentDomains()).map((d) => d.domain)).toEqual([
      'shop.example.com',
      '127.0.0.1',
    ]);
  });

  it("keeps each merchant's domains apart", async () => {
    const s = await start();
    await s.merchant.addPaymentDomain('shop.example.com');
    expect(await s.merchant2.listPaymentDomains()).toEqual([]);
    expect(await rejection(s.merchant2.removePaymentDomain('shop.example.com'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    await s.merchant2.addPaymentDomain('shop.example.com');
    await s.merchant2.removePaymentDomain('shop.example.com');
    expect((await s.merchant.listPaymentDomains()).map((d) => d.domain)).toEqual([
      'shop.example.com',
    ]);
  });

  it.each([
    ['a scheme', 'https://shop.example.com'],
    ['a path', 'shop.example.com/checkout'],
    ['a port', 'shop.example.com:8443'],
    ['capitals', 'Shop.Example.com'],
    ['a label over 63 characters', `${'a'.repeat(64)}.example.com`],
    ['a name over 253 characters', `${'abcdefghi.'.repeat(26)}com`],
    ['a leading hyphen', '-shop.example.com'],
    ['an empty name', ''],
  ])('refuses a domain with %s, saying what to send', async (_, domain) => {
    const s = await start();
    const refused = await s.raw('POST', '/v1/payment-domains', {
      auth,
      headers: json,
      body: JSON.stringify({ domain }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'domain', message: expect.stringContaining('e.g. shop.example.com') }],
    });
    expect(await s.merchant.listPaymentDomains()).toEqual([]);
  });

  it('refuses a body that is not one domain, and a caller without credentials', async () => {
    const s = await start();
    const post = (body: string, headers: Record<string, string> = { auth }) =>
      s.raw('POST', '/v1/payment-domains', { ...headers, headers: json, body });
    expect((await post('{"domain": 42}')).status).toBe(400);
    expect((await post('{"domains": ["shop.example.com"]}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    expect((await post('{"domain":"shop.example.com"}', {})).status).toBe(401);
    const stranger = basic({ clientId: MERCHANT.clientId, clientSecret: 'wrong' });
    expect((await post('{"domain":"shop.example.com"}', { auth: stranger })).status).toBe(401);
    expect((await s.raw('GET', '/v1/payment-domains')).status).toBe(401);
    expect(await s.merchant.listPaymentDomains()).toEqual([]);
  });

  it('removes only a registered, well-formed name', async () => {
    const s = await start();
    await s.merchant.addPaymentDomain('shop.example.com');
    const remove = (name: string) =>
      s.raw('DELETE', `/v1/payment-domains/${name}`, { auth: basic(MERCHANT) });
    expect((await remove('other.example.com')).json).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('GET /v1/payment-domains lists them'),
    });
    expect((await remove('Shop.Example.com')).status).toBe(400);
    expect((await remove('shop.example.com%3A443')).status).toBe(400);
    expect((await remove('%E0%A4%A')).status).toBe(400);
    expect((await s.raw('DELETE', '/v1/payment-domains/shop.example.com')).status).toBe(401);
    expect((await s.merchant.listPaymentDomains()).map((d) => d.domain)).toEqual([
      'shop.example.com',
    ]);
  });

  it("bounds each merchant's domains, the other merchant's untouched", async () => {
    const s = await start({ maxDomains: 2 });
    await s.merchant.addPaymentDomain('a.example.com');
    await s.merchant.addPaymentDomain('b.example.com');
    const full = await rejection(s.merchant.addPaymentDomain('c.example.com'));
    expect(full).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(full.message).toContain('DELETE /v1/payment-domains/{domain}');
    // Registering one it holds is no new record, so the cap does not refuse it.
    await s.merchant.addPaymentDomain('a.example.com');
    await s.merchant2.addPaymentDomain('c.example.com');
    await s.merchant.removePaymentDomain('a.example.com');
    await s.merchant.addPaymentDomain('c.example.com');
    expect((await s.merchant.listPaymentDomains()).map((d) => d.domain)).toEqual([
      'b.example.com',
      'c.example.com',
    ]);
  });

  it('the client refuses a malformed domain before sending it', async () => {
    const s = await start();
    expect(await rejection(s.merchant.addPaymentDomain('https://shop.example.com'))).toMatchObject({
      code: 'VALIDATION',
    });
    expect(await rejection(s.merchant.removePaymentDomain('a/b'))).toMatchObject({
      code: 'VALIDATION',
    });
  });
});

describe('/v1/wallets/apple-pay/domain-association', () => {
  it('serves the file as text to anyone', async () => {
    const s = await start();
    const file = await s.raw('GET', '/v1/wallets/apple-pay/domain-association');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.text).toBe(DOMAIN_ASSOCIATION);
  });
});
