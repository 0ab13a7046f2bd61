// Test-only: the hosted page's tests' setup. A dist/ of the test's own, so they hold before and
// after a build, and a sandbox whose merchant registered the shop's origins.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_MERCHANTS } from '../../options.js';
import { startTestSandbox, type TestSandbox } from '../../testing/harness.js';

export const SHOP = 'https://shop.example';
export const CHUNK = 'nft-checkout.embed-popup-AbC_12-z.js';
let root: string;
/** The stand-in dist/ with the page's scripts, and one without them. */
export let built: string;
export let empty: string;
/** The sandbox, its merchant registered with redirect origins. */
export let t: TestSandbox;

/**
 * Writes the stand-in dist/ (and a file outside it), points `dist` at it and starts the sandbox
 * before the file's tests; removes both after. `dist` is what the test file's mock of distDir.ts
 * answers (vi.mock is per file).
 */
export function useHostedSandbox(dist: { dir: string }) {
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nftc-hosted-'));
    built = join(root, 'dist');
    empty = join(root, 'empty');
    mkdirSync(built);
    mkdirSync(empty);
    writeFileSync(join(built, 'nft-checkout.iife.js'), 'var NftCheckout = {};');
    writeFileSync(join(built, 'hosted-page.js'), '(function(){})();');
    writeFileSync(join(built, CHUNK), 'export {};');
    writeFileSync(join(built, 'frames.js'), '/* not served here */');
    writeFileSync(join(root, 'secret.txt'), 'outside dist');
    dist.dir = built;
    const [documented, ...others] = DEFAULT_MERCHANTS;
    t = await startTestSandbox({
      merchants: [{ ...documented!, redirectOrigins: [SHOP, 'http://localhost:3000'] }, ...others],
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });
}

export async function token(
  merchant = t.merchant,
): Promise<{ clientToken: string; orderId: string }> {
  const answer = await merchant.createClientToken({
    nft: { name: 'Genesis #1', imageUrl: 'https://images.example/nft/1.png', price: 10 },
  });
  return { clientToken: answer.clientToken, orderId: answer.orderId as string };
}

export const page = (query: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of [value].flat()) params.append(name, one);
  }
  return t.raw('GET', `/checkout?${params}`);
};

/** The configuration the page hands its script. */
export function configOf(html: string): Record<string, unknown> {
  const match = /<script id="nftc-hosted-config" type="application\/json">(.*?)<\/script>/s.exec(
    html,
  );
  return JSON.parse(match?.[1] ?? 'null');
}
