import type { ServerResponse } from 'node:http';
import type { RequestContext } from '../http/context.js';
import { httpError, notFound } from '../http/errors.js';
import { cacheControlOf, pageScriptsBuilt, readAsset } from './assets.js';
import {
  type HostedPageConfig,
  hostedPageCsp,
  hostedPageHtml,
  imageOriginOf,
  REFUSAL_CSP,
  refusalHtml,
} from './page.js';
import {
  checkOpenerOrigin,
  checkRedirectUrl,
  MAX_REDIRECT_URL_LENGTH,
  registeredOrigins,
} from './redirect.js';

/** The query as a whole, and each parameter the page reads, are bounded. */
const MAX_QUERY_LENGTH = 4096;
const MAX_LENGTH = { client_token: 100, redirect_url: MAX_REDIRECT_URL_LENGTH, opener_origin: 300 };
type Param = keyof typeof MAX_LENGTH;

interface Refusal {
  status: number;
  title: string;
  paragraphs: string[];
}

const refusal = (status: number, title: string, ...paragraphs: string[]): Refusal => ({
  status,
  title,
  paragraphs,
});

const START_AGAIN =
  "Go back to the shop and start the checkout again: the shop's server creates a new client token with POST /v1/auth/client-tokens and opens /checkout?client_token=<clientToken>.";

const REGISTER =
  'The merchant registers the origins of its shop when the sandbox starts: --redirect-origin https://shop.example (once per origin; http only for localhost, 127.x.x.x or [::1]), or redirectOrigins: ["https://shop.example"] for the merchant in startSandbox({ merchants }).';

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'status' in value;

/** The parameters the page reads, each given at most once and bounded, or a refusal. */
function readParams(query: URLSearchParams): Partial<Record<Param, string>> | Refusal {
  const params: Partial<Record<Param, string>> = {};
  for (const name of Object.keys(MAX_LENGTH) as Param[]) {
    const values = query.getAll(name);
    const problem =
      values.length > 1
        ? `The link gives ${name} more than once: give it once.`
        : (values[0]?.length ?? 0) > MAX_LENGTH[name]
          ? `${name} is longer than ${MAX_LENGTH[name]} characters.`
          : undefined;
    if (problem) return refusal(400, 'This checkout link is not valid', problem, START_AGAIN);
    if (values[0] !== undefined) params[name] = values[0];
  }
  return params;
}

/** A parameter the merchant must have registered, refused with the way to register it. */
function unregistered(name: Param, reason: string): Refusal {
  return refusal(
    400,
    `${name} is not registered`,
    `This checkout will not open: its ${name} ${reason}. The checkout sends buyers back to, and reports to, only origins the merchant registered.`,
    REGISTER,
  );
}

interface PageRequest {
  config: HostedPageConfig;
  /** Where the NFT's image loads from, for the page's img-src. */
  imageOrigin: string | undefined;
}

/** The page's configuration from the request, or why the page cannot open. */
function readRequest(ctx: RequestContext): PageRequest | Refusal {
  const url = ctx.req.url ?? '';
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  if (search.length > MAX_QUERY_LENGTH) {
    const problem = `The link's query is longer than ${MAX_QUERY_LENGTH} characters.`;
    return refusal(400, 'This checkout link is not valid', problem, START_AGAIN);
  }
  const params = readParams(ctx.query);
  if (isRefusal(params)) return params;
  if (!params.client_token) {
    const problem = 'The link has no client_token.';
    return refusal(400, 'This checkout link is incomplete', problem, START_AGAIN);
  }
  const record = ctx.services.store.tokens.get(params.client_token);
  const order = record ? ctx.services.runner.load(record.orderId) : undefined;
  if (!record || !order) {
    return refusal(
      401,
      'This checkout link is not valid',
      'The client token in this link is unknown to the service: it may be mistyped, or from an earlier run of the sandbox.',
      START_AGAIN,
    );
  }
  const merchant = ctx.services.merchants.get(record.merchantId);
  const registered = registeredOrigins(merchant);
  const config: HostedPageConfig = {
    clientToken: record.token,
    baseUrl: `${ctx.origin}/v1`,
    orderId: order.id,
    status: order.status,
    merchantName: merchant?.name ?? record.merchantId,
  };
  if (params.redirect_url !== undefined) {
    const checked = checkRedirectUrl(params.redirect_url, registered);
    if (!checked.ok) return unregistered('redirect_url', checked.reason);
    config.redirectUrl = checked.value;
  }
  if (params.opener_origin !== undefined) {
    const checked = checkOpenerOrigin(params.opener_origin, registered);
    if (!checked.ok) return unregistered('opener_origin', checked.reason);
    config.openerOrigin = checked.value;
  }
  return { config, imageOrigin: imageOriginOf(order.nft.imageUrl) };
}

function sendHtml(res: ServerResponse, status: number, html: string, csp: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'content-security-policy': csp,
    'cache-control': 'no-store',
    // The page's URL holds the client token: no request it makes may carry it as a referrer.
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  });
  res.end(html);
}

const NOT_BUILT = refusal(
  503,
  'The hosted checkout is not built',
  "The sandbox serves this page's scripts from the package's dist/ directory, which does not hold them yet.",
  'Run npm run build in the nft-checkout package, then reload this page.',
);

/**
 * GET /checkout?client_token=…[&redirect_url=…][&opener_origin=…]: the hosted checkout page, or a
 * page saying why it cannot open (never a redirect).
 */
export async function getHostedPage(ctx: RequestContext): Promise<void> {
  const request = readRequest(ctx);
  const answer = isRefusal(request) ? request : (await pageScriptsBuilt()) ? undefined : NOT_BUILT;
  if (answer) {
    sendHtml(ctx.res, answer.status, refusalHtml(answer.title, answer.paragraphs), REFUSAL_CSP);
    return;
  }
  const { config, imageOrigin } = request as PageRequest;
  sendHtml(ctx.res, 200, hostedPageHtml(config), hostedPageCsp(imageOrigin));
}

/** GET /checkout/assets/{file}: the page's scripts and the script-tag build's chunks, from dist/. */
export async function getHostedAsset(ctx: RequestContext): Promise<void> {
  const name = ctx.params.file ?? '';
  const asset = await readAsset(name);
  if (asset.kind === 'unbuilt') {
    throw httpError(503, 'SERVER', `The hosted checkout is not built: ${NOT_BUILT.paragraphs[1]}`);
  }
  if (asset.kind === 'unknown') {
    throw notFound("No such asset. Only the hosted page's scripts are under /checkout/assets/.");
  }
  ctx.res.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': String(asset.body.length),
    'cache-control': cacheControlOf(name),
  });
  ctx.res.end(asset.body);
}
