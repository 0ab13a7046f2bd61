import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('GET /v1/checkout/tax-id-frame', { timeout: 20_000 }, () => {
  it('serves the page under the card frame policy, framable only by the origin', async () => {
    const origin = 'https://shop.example:8443';
    const res = await t.raw(
      'GET',
      `/v1/checkout/tax-id-frame?origin=${encodeURIComponent(origin)}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        `frame-ancestors ${origin}`,
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; '),
    );
    expect(res.text).toContain('<script src="/v1/checkout/frames.js"');
    expect(res.text).toContain('id="nftc-tax-id-form"');
    expect(res.text).toContain('>Social Security number</title>');
    expect(res.text).not.toMatch(/<script>|style=/);
  });

  it('refuses a missing, repeated or non-http(s) origin with 400', async () => {
    for (const query of [
      '',
      '?origin=null',
      '?origin=javascript%3Aalert(1)',
      '?origin=https%3A%2F%2Fshop.example%2Fpath',
      '?origin=https%3A%2F%2Fa.example&origin=https%3A%2F%2Fb.example',
      `?origin=${encodeURIComponent("https://a.example; script-src 'unsafe-inline'")}`,
      ...['http://*', "https://a.example'", 'http://a;sandbox', 'http://a,b'].map(
        (origin) => `?origin=${encodeURIComponent(origin)}`,
      ),
    ]) {
      const res = await t.raw('GET', `/v1/checkout/tax-id-frame${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'origin' }] });
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('answers other methods with 405', async () => {
    const res = await t.raw('POST', '/v1/checkout/tax-id-frame', { body: {} });
    expect(res.status).toBe(405);
  });
});
