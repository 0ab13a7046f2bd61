import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ICON_LINK, SERVICE_ICON_PATH } from '../../frame/serviceIcon.js';
import { startTestSandbox, type TestSandbox } from '../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('GET /checkout/icon.svg', () => {
  it('serves an inert SVG the pages may cache', async () => {
    const res = await t.raw('GET', SERVICE_ICON_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    expect(res.text).not.toMatch(/<script|<style|href=|on\w+=/);
  });

  it('is what the pages declare, on a path they allow', async () => {
    expect(SERVICE_ICON_LINK).toBe(
      '<link rel="icon" type="image/svg+xml" href="/checkout/icon.svg">',
    );
    // A refusal page too: the link without a client token.
    const refusal = await t.raw('GET', '/checkout');
    expect(refusal.status).toBe(400);
    expect(refusal.text).toContain(SERVICE_ICON_LINK);
    expect(refusal.headers.get('content-security-policy')).toContain("img-src 'self'");
  });
});
