// GET /checkout: the hosted page, its policy, what it passes its script, and what it refuses.
import { describe, expect, it, vi } from 'vitest';
import {
  built,
  configOf,
  empty,
  page,
  SHOP,
  t,
  token,
  useHostedSandbox,
} from './testing/hostedSandbox.js';

// dist/ stands in a directory of the test's own, so these tests hold before and after a build.
const dist = vi.hoisted(() => ({ dir: '' }));
vi.mock('./distDir.js', () => ({ distDir: () => dist.dir }));

useHostedSandbox(dist);

describe('GET /checkout', { timeout: 20_000 }, () => {
  it('serves a full page under a strict policy, never cached or sent as a referrer', async () => {
    const { clientToken, orderId } = await token();
    const res = await page({ client_token: clientToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = (res.headers.get('content-security-policy') ?? '').split('; ');
    expect(csp).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' https://images.example",
      "connect-src 'self'",
      "frame-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
    ]);
    expect(res.text).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(res.text).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(res.text).toContain('<title>Checkout · Sandbox Merchant</title>');
    expect(res.text).toContain('<link rel="icon" type="image/svg+xml" href="/checkout/icon.svg">');
    expect(res.text).toContain(
      '<script src="/checkout/assets/nft-checkout.iife.js" defer></script>',
    );
    expect(res.text).toContain('<script src="/checkout/assets/hosted-page.js" defer></script>');
    // No inline script or style: the only script element without src is a JSON data block.
    expect(res.text.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([
      '<script id="nftc-hosted-config" type="application/json">',
    ]);
    expect(res.text).not.toMatch(/<style|style=/);
    expect(configOf(res.text)).toEqual({
      clientToken,
      baseUrl: `${t.sandbox.origin}/v1`,
      orderId,
      status: 'Draft',
      merchantName: 'Sandbox Merchant',
    });
  });

  it('passes a registered redirect_url and opener_origin to the page, re-serialized', async () => {
    const { clientToken } = await token();
    const res = await page({
      client_token: clientToken,
      redirect_url: 'HTTPS://shop.example:443/return?cart=7',
      opener_origin: 'http://localhost:3000',
    });
    expect(res.status).toBe(200);
    expect(configOf(res.text)).toMatchObject({
      redirectUrl: 'https://shop.example/return?cart=7',
      openerOrigin: 'http://localhost:3000',
    });
  });

  it('refuses an unregistered redirect_url with a page that says how to register it', async () => {
    const { clientToken } = await token();
    for (const redirect of [
      'https://evil.example/',
      'http://shop.example/',
      'javascript:alert(1)',
      'https://user:pw@shop.example/',
      'https://shop.example%2F@evil.example/',
    ]) {
      const res = await page({ client_token: clientToken, redirect_url: redirect });
      expect(res.status, redirect).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.text).toContain('<h1>redirect_url is not registered</h1>');
      expect(res.text).toContain('--redirect-origin https://shop.example');
      expect(res.text).toContain('redirectOrigins');
      expect(res.text).not.toMatch(/<script|javascript:alert/);
    }
  });

  it('refuses every redirect_url of a merchant that registered none', async () => {
    const { clientToken } = await token(t.merchant2);
    const res = await page({ client_token: clientToken, redirect_url: `${SHOP}/` });
    expect(res.status).toBe(400);
    expect(res.text).toContain('an origin this merchant has not registered');
  });

  it('refuses an opener_origin that is not registered, or not an origin', async () => {
    const { clientToken } = await token();
    for (const opener of ['https://evil.example', 'https://shop.example/', 'null']) {
      const res = await page({ client_token: clientToken, opener_origin: opener });
      expect(res.status, opener).toBe(400);
      expect(res.text).toContain('<h1>opener_origin is not registered</h1>');
    }
  });

  it('refuses a missing or unknown client token, saying what to do', async () => {
    const missing = await page({});
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('The link has no client_token.');
    expect(missing.text).toContain('POST /v1/auth/client-tokens');
    const unknown = await page({ client_token: crypto.randomUUID() });
    expect(unknown.status).toBe(401);
    expect(unknown.text).toContain('unknown to the service');
  });

  it('bounds the query: repeated and over-long parameters are refused', async () => {
    const { clientToken } = await token();
    const repeated = await page({ client_token: [clientToken, clientToken] });
    expect(repeated.status).toBe(400);
    expect(repeated.text).toContain('gives client_token more than once');
    const long = await page({
      client_token: clientToken,
      redirect_url: `${SHOP}/${'a'.repeat(2100)}`,
    });
    expect(long.status).toBe(400);
    expect(long.text).toContain('redirect_url is longer than 2048 characters');
    const huge = await page({ client_token: clientToken, other: 'x'.repeat(5000) });
    expect(huge.status).toBe(400);
    expect(huge.text).toContain('query is longer than 4096 characters');
  });

  it('escapes what it writes into the page', async () => {
    const { clientToken } = await token();
    const redirect = `${SHOP}/r?next=%3C/script%3E&q=</script><b>`;
    const res = await page({ client_token: clientToken, redirect_url: redirect });
    expect(res.status).toBe(200);
    expect(res.text.match(/<\/script>/g)).toHaveLength(3);
    expect(configOf(res.text).redirectUrl).toBe(new URL(redirect).href);
  });

  it('answers 503 with "run npm run build" while the page scripts are not built', async () => {
    const { clientToken } = await token();
    dist.dir = empty;
    try {
      const res = await page({ client_token: clientToken });
      expect(res.status).toBe(503);
      expect(res.text).toContain('<h1>The hosted checkout is not built</h1>');
      expect(res.text).toContain('Run npm run build');
      const asset = await t.raw('GET', '/checkout/assets/hosted-page.js');
      expect(asset.status).toBe(503);
      expect(asset.json).toMatchObject({ code: 'SERVER' });
    } finally {
      dist.dir = built;
    }
  });
});
