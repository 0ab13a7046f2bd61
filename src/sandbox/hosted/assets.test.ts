// GET /checkout/assets/{file}: the hosted page's scripts from dist/, and nothing else.
import { describe, expect, it, vi } from 'vitest';
import { CHUNK, t, useHostedSandbox } from './testing/hostedSandbox.js';

// dist/ stands in a directory of the test's own, so these tests hold before and after a build.
const dist = vi.hoisted(() => ({ dir: '' }));
vi.mock('./distDir.js', () => ({ distDir: () => dist.dir }));

useHostedSandbox(dist);

describe('GET /checkout/assets/{file}', { timeout: 20_000 }, () => {
  it('serves the page scripts, revalidated, and hashed chunks, cached for good', async () => {
    const entry = await t.raw('GET', '/checkout/assets/nft-checkout.iife.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.text).toBe('var NftCheckout = {};');
    const script = await t.raw('GET', '/checkout/assets/hosted-page.js');
    expect(script.headers.get('cache-control')).toBe('no-cache');
    const chunk = await t.raw('GET', `/checkout/assets/${CHUNK}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
    // A chunk the widget fetches again after a failure: the same file, the query ignored.
    const again = await t.raw('GET', `/checkout/assets/${CHUNK}?attempt=2`);
    expect(again.status).toBe(200);
    expect(again.text).toBe(chunk.text);
  });

  it('serves nothing else: no traversal, no other file of dist/, no missing chunk', async () => {
    for (const name of [
      '..%2Fsecret.txt',
      '..%2F..%2Fpackage.json',
      '%2E%2E%2Fsecret.txt',
      '..%5Csecret.txt',
      '%2Fetc%2Fpasswd',
      'frames.js',
      'nft-checkout.iife.js.map',
      'nft-checkout.iife.js%00.txt',
      'nft-checkout.embed-popup-AbC_12-y.js',
      'nft-checkout..-12345678.js',
      'hosted-page.js%3F',
      'HOSTED-PAGE.JS',
    ]) {
      const res = await t.raw('GET', `/checkout/assets/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.text, name).not.toContain('outside dist');
    }
    expect((await t.raw('GET', '/checkout/assets/../secret.txt')).status).toBe(404);
  });
});
