import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('GET /v1/checkout/card-frame', { timeout: 20_000 }, () => {
  it('serves the frame page, framable only by the given origin', async () => {
    const origin = 'https://shop.example:8443';
    const res = await t.raw('GET', `/v1/checkout/card-frame?origin=${encodeURIComponent(origin)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      `frame-ancestors ${origin}`,
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.text).toContain('<script src="/v1/checkout/frames.js"');
    expect(res.text).not.toMatch(/<script>|style=/);
  });

  it('refuses a missing, repeated or non-http(s) origin with 400', async () => {
    for (const query of [
      '',
      '?origin=javascript%3Aalert(1)',
      '?origin=https%3A%2F%2Fshop.example%2Fpath',
      '?origin=null',
      '?origin=https%3A%2F%2Fa.example&origin=https%3A%2F%2Fb.example',
      `?origin=${encodeURIComponent("https://a.example; script-src 'unsafe-inline'")}`,
      // Each of these survives `new URL(o).origin === o` and would rewrite frame-ancestors.
      ...[
        "https://a.example'",
        'http://*',
        'https://*',
        'http://*.evil.example',
        'http://a;sandbox',
        'http://a;frame-ancestors',
        'http://a,b',
        "http://'self'",
      ].map((origin) => `?origin=${encodeURIComponent(origin)}`),
    ]) {
      const res = await t.raw('GET', `/v1/checkout/card-frame${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'origin' }] });
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
  });
});

describe('GET /v1/checkout/frames.js', { timeout: 20_000 }, () => {
  it('serves the frame script (built or bundled once) as JavaScript', async () => {
    const first = await t.raw('GET', '/v1/checkout/frames.js');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(first.text.length).toBeGreaterThan(100);
    const second = await t.raw('GET', '/v1/checkout/frames.js');
    expect(second.text).toBe(first.text);
  });

  it('answers other methods with 405 and unknown neighbours with 404', async () => {
    const post = await t.raw('POST', '/v1/checkout/frames.js', { body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, OPTIONS');
    expect((await t.raw('GET', '/v1/checkout/card-frame.css')).status).toBe(404);
    expect((await t.raw('DELETE', '/v1/checkout/card-frame')).status).toBe(405);
  });
});
