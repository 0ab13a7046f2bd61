import { isHttpOrigin } from '../../api/frameProtocol.js';
import { CONFIG_ID, type HostedConfig } from '../../api/hostedConfig.js';
import { escapeHtml } from '../../frame/page.js';
import { SERVICE_ICON_LINK } from '../../frame/serviceIcon.js';

/** Where the page's scripts are served (GET /checkout/assets/{file}). */
export const ASSETS_PATH = '/checkout/assets';
/** What the page's script reads: src/api/hostedConfig.ts holds the one definition. */
export type HostedPageConfig = HostedConfig;

/**
 * JSON that stays data inside `<script type="application/json">`: `<` and `>` (so no `</script>`
 * or comment can close the element), `&` and the two line separators are written as escapes.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function document(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
${SERVICE_ICON_LINK}
${head}</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * The hosted checkout page. No inline script or style: the configuration is a JSON data block,
 * the scripts are files of this origin (the script-tag build, then the page's own script, in
 * order), and the styles are constructed stylesheets. The return controls start hidden; the
 * page's script shows the ones that apply.
 */
export function hostedPageHtml(config: HostedPageConfig): string {
  const merchant = escapeHtml(config.merchantName);
  const head = `<script id="${CONFIG_ID}" type="application/json">${jsonForScript(config)}</script>
<script src="${ASSETS_PATH}/nft-checkout.iife.js" defer></script>
<script src="${ASSETS_PATH}/hosted-page.js" defer></script>
`;
  const body = `<header class="nftc-page-header">
<p class="nftc-page-merchant">${merchant}</p>
<a id="nftc-back" class="nftc-page-link" hidden>Back to the shop</a>
</header>
<main id="main" class="nftc-page-main">
<h1 class="nftc-page-title">Checkout</h1>
<div id="nftc-checkout"></div>
<section id="nftc-return" class="nftc-page-return" aria-labelledby="nftc-return-title" hidden>
<h2 id="nftc-return-title" class="nftc-page-subtitle">Back to ${merchant}</h2>
<a id="nftc-return-link" class="nftc-page-button" hidden>Return to the shop</a>
<button id="nftc-close" class="nftc-page-button" type="button" hidden>Close this window</button>
</section>
<p id="nftc-page-status" class="nftc-visually-hidden" role="status" aria-live="polite" aria-atomic="true"></p>
<noscript><p>This checkout needs JavaScript: turn it on for this page, then reload it.</p></noscript>
</main>`;
  return document(`Checkout · ${config.merchantName}`, head, body);
}

/** Why the page cannot open, and what to do about it: a page with no script and no style. */
export function refusalHtml(title: string, paragraphs: readonly string[]): string {
  const body = `<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
</main>`;
  return document(title, '', body);
}

/**
 * The page's Content-Security-Policy: scripts, styles (constructed stylesheets), network and
 * frames (card, tax id, document, the bank's challenge) of this origin only; images from this
 * origin (the page's icon) and the NFT's image origin; no framing by other sites; Trusted Types
 * for script sinks.
 */
export function hostedPageCsp(imageOrigin: string | undefined): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self'${imageOrigin && isHttpOrigin(imageOrigin) ? ` ${imageOrigin}` : ''}`,
    "connect-src 'self'",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** The refusal pages' policy: nothing to load but the page's icon. */
export const REFUSAL_CSP =
  "default-src 'none'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The origin an NFT image URL loads from, when it is an http(s) URL. */
export function imageOriginOf(imageUrl: string): string | undefined {
  try {
    const { origin } = new URL(imageUrl);
    return isHttpOrigin(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}
