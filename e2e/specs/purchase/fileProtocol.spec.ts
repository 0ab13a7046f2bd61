import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { DEMO_BUYER } from '../../../demo/server/tokenRequest.js';
import { SANDBOX_URL } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { CheckoutWidget } from '../../models/CheckoutWidget.js';

// A merchant opens their page from disk (file://). Its origin is `null`: no card frame can answer
// it. The README promises CONFIGURATION: the host must hear it once, and the buyer must read what
// is true. Both builds: the script-tag file as is, the npm build bundled as a merchant would.

const ROOT = resolve(import.meta.dirname, '../../..');
const MERCHANT = `Basic ${Buffer.from('sandbox-merchant:sandbox-secret').toString('base64')}`;

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nftc-file-page-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The widget script for the page: the IIFE, or the npm entry bundled to define the same global. */
async function widgetScript(embed: string): Promise<string> {
  if (embed === 'script-tag') return pathToFileURL(join(ROOT, 'dist/nft-checkout.iife.js')).href;
  const out = join(dir, 'npm-page.js');
  await build({
    stdin: {
      contents: "import { mount } from 'nft-checkout'; window.NftCheckout = { mount };",
      resolveDir: ROOT,
    },
    alias: { 'nft-checkout': join(ROOT, 'dist/index.js') },
    bundle: true,
    format: 'iife',
    outfile: out,
    logLevel: 'silent',
  });
  return pathToFileURL(out).href;
}

test('a file:// page: CONFIGURATION reported once, and the buyer reads what cannot work and why', {
  tag: '@file-page',
}, async ({ page, request, embed }) => {
  const answer = await request.post(`${SANDBOX_URL}/auth/client-tokens`, {
    headers: { authorization: MERCHANT, 'content-type': 'application/json' },
    data: {
      nft: { name: 'Genesis #1', imageUrl: 'https://example.com/nft/1.png', price: 10 },
      identityPrefill: DEMO_BUYER,
    },
  });
  expect(answer.status()).toBe(200);
  const { clientToken } = (await answer.json()) as { clientToken: string };
  const options = JSON.stringify({ clientToken, baseUrl: SANDBOX_URL });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shop from disk</title></head>
<body><main><div data-checkout-host="aurora"></div></main>
<script src="${await widgetScript(embed)}"></script>
<script>
  window.errors = [];
  window.mountError = null;
  try {
    NftCheckout.mount('[data-checkout-host]', Object.assign(${options}, {
      onError: function (e) { window.errors.push({ code: e.code, message: e.message }); },
    }));
  } catch (e) { window.mountError = String(e); }
</script></body></html>`;
  const file = join(dir, `shop-${embed}.html`);
  writeFileSync(file, html);
  await page.goto(pathToFileURL(file).href);

  const widget = new CheckoutWidget(page, 'aurora');
  await widget.waitUntilLoaded();
  const errors = () => page.evaluate(() => (window as unknown as { errors: unknown[] }).errors);
  await expect.poll(errors).toHaveLength(1);
  expect((await errors())[0]).toMatchObject({ code: 'CONFIGURATION' });
  expect((await errors())[0]).toMatchObject({ message: /served over http\(s\)/ });
  expect(await page.evaluate(() => (window as unknown as { mountError: unknown }).mountError)).toBe(
    null,
  );

  if (embed !== 'npm') {
    // The script tag reads the session with its schemas chunk, which a file page cannot load:
    // the checkout stops at once, and the buyer reads why (the error screen is a chunk too), with
    // no Try again that cannot help.
    await expect(widget.root).toHaveAttribute('data-step', 'error');
    await expect(
      widget.root.getByText(/served over http\(s\), not opened from a file/),
    ).toBeVisible();
    await expect(widget.button('Try again')).toHaveCount(0);
    await expect(widget.root.getByText(/still loading|Check your connection/)).toHaveCount(0);
    return;
  }
  // The demo buyer lives in the US: the tax id comes first, in a frame that cannot answer here.
  await widget.continueButton().click();
  await expect(widget.root).toHaveAttribute('data-step', 'taxId');
  const alert = widget.root.getByRole('alert');
  await expect(alert).toHaveText(/served over http\(s\), not opened from a file/);
  // Bundled by the merchant, every step is there; only the service's frames cannot answer.
  await widget.continueButton().click();
  await expect(alert).toHaveText(/served over http\(s\), not opened from a file/);
  await expect(widget.root.getByText(/still loading|Check your connection/)).toHaveCount(0);
  await expect(widget.root).toHaveAttribute('data-step', 'taxId');
  // The frames and the chunks meet the same problem: the host hears it once.
  expect(await errors()).toHaveLength(1);
});
