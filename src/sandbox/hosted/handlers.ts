import type { RequestContext } from '../http/context.js';
import { httpError } from '../http/errors.js';

/** GET /checkout?client_token=…&redirect_url=…: the hosted checkout page. */
export function getHostedPage(_ctx: RequestContext): void {
  throw httpError(501, 'SERVER', 'Not built yet.');
}

/** GET /checkout/assets/{file}: the hosted page's scripts (the built widget). */
export function getHostedAsset(_ctx: RequestContext): void {
  throw httpError(501, 'SERVER', 'Not built yet.');
}
