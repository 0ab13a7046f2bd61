import { sendPage, sendScript } from '../../../sandbox/handlers/browser/framePages.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { TEST_WALLET_FILES, TEST_WALLET_SCOPE } from '../api/testWallet.js';
import { SHEET_CSP, sheetPage } from '../frame/testWallet/sheetPage.js';

/*
 * The sandbox's test wallet, a web-based payment handler at the service origin: the method's
 * manifest, the app's manifest and icon, its script (its service worker, and its sheet's) and its sheet.
 * Chromium fetches the first three when a page asks the method; nothing here needs a client token.
 */

/** The icon the browser shows for the wallet: 48×48, the service's colour. */
const ICON = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAAZElEQVR4nO3PMQ0AIADAMJwgCe0oAhEcDcmO/d2Ya5+fGxrQgAY0oAENaEADGtCABjSgAQ1oQAMa0IAGNKABDWhAAxrQgAY0oAENaEADGtCABjSgAQ1oQAMa0IAGNKABDWjAaxfAeS8toKGydQAAAABJRU5ErkJggg==',
  'base64',
);

/** A path of the test wallet's as the URL the manifests name. */
const atOrigin = (ctx: RequestContext) => (path: string) => `${ctx.origin}${path}`;

/** GET /v1/wallets/test-pay: the payment method manifest, which its Link header names too. */
export function getTestWalletMethod(ctx: RequestContext): void {
  const at = atOrigin(ctx);
  sendJson(
    ctx.res,
    200,
    { default_applications: [at(TEST_WALLET_FILES.app)], supported_origins: [] },
    { link: `<${at(TEST_WALLET_FILES.method)}>; rel="payment-method-manifest"` },
  );
}

/** GET /v1/wallets/test-pay/app.json: the payment app's manifest. */
export function getTestWalletApp(ctx: RequestContext): void {
  const at = atOrigin(ctx);
  sendJson(ctx.res, 200, {
    name: 'Sandbox test wallet',
    icons: [{ src: at(TEST_WALLET_FILES.icon), sizes: '48x48', type: 'image/png' }],
    serviceworker: {
      src: at(TEST_WALLET_FILES.script),
      scope: at(TEST_WALLET_SCOPE),
      use_cache: false,
    },
    // The payer's details come from the wallet, as Apple Pay's and Google Pay's do.
    payment: { supported_delegations: ['payerName', 'payerEmail', 'payerPhone'] },
  });
}

/** GET /v1/wallets/test-pay/icon.png. */
export function getTestWalletIcon(ctx: RequestContext): void {
  ctx.res.writeHead(200, {
    'content-type': 'image/png',
    'content-length': String(ICON.length),
    'cache-control': 'public, max-age=86400',
  });
  ctx.res.end(ICON);
}

/** GET /v1/wallets/test-pay/script.js: its service worker, and its sheet's script. */
export const getTestWalletScript = async (ctx: RequestContext): Promise<void> =>
  sendScript(ctx, await ctx.services.testWalletScript());

/** GET /v1/wallets/test-pay/sheet: the window the worker opens for a payment. */
export const getTestWalletSheet = (ctx: RequestContext): void =>
  sendPage(ctx, sheetPage(TEST_WALLET_FILES.script), { 'content-security-policy': SHEET_CSP });
