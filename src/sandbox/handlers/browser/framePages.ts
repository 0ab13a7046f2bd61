import { isHttpOrigin } from '../../../api/frameProtocol.js';
import { frameCsp } from '../../../frame/page.js';
import type { RequestContext } from '../../http/context.js';
import { fieldError } from '../../http/errors.js';

export const FRAMES_SCRIPT_PATH = '/v1/checkout/frames.js';

type FramePage = (input: { scriptUrl: string; origin: string; locale?: string }) => string;

/** What a page needs beyond the frames' strict policy (the document frame: previews, camera). */
export interface FramePolicy {
  csp: (origin: string) => string;
  /** Sent as Permissions-Policy; other pages send none. */
  permissionsPolicy?: string;
}

/**
 * A frame page of the service (each kind's handler, in its own file, names its page) for the
 * host page origin named by `?origin`, in the language of `?locale`: framable only by that
 * origin, under the frames' strict policy (or the page's own), running the frames' script.
 * Public: a frame receives the client token from the widget by message.
 */
export function sendFramePage(
  ctx: RequestContext,
  page: FramePage,
  policy: FramePolicy = { csp: frameCsp },
): void {
  const origin = ctx.query.getAll('origin');
  if (origin.length !== 1 || !isHttpOrigin(origin[0])) {
    throw fieldError('origin', 'must be the http(s) origin of the page that embeds the checkout');
  }
  // The checkout's language, matched by the page: a tag that is no tag reads English.
  const locale = ctx.query.get('locale') ?? undefined;
  const html = page({ scriptUrl: FRAMES_SCRIPT_PATH, origin: origin[0], locale });
  sendPage(ctx, html, {
    'content-security-policy': policy.csp(origin[0]),
    ...(policy.permissionsPolicy ? { 'permissions-policy': policy.permissionsPolicy } : {}),
  });
}

/** A page of the service, under its own policy (`headers`), never kept by a cache. */
export function sendPage(ctx: RequestContext, html: string, headers: Record<string, string>) {
  ctx.res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    ...headers,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  });
  ctx.res.end(html);
}

/** GET /v1/checkout/frames.js: the frame build, or a bundle of its source. */
export const getFramesScript = async (ctx: RequestContext): Promise<void> =>
  sendScript(ctx, await ctx.services.frameScript());

/** A browser script of the service, checked again by the browser before each use. */
export function sendScript(ctx: RequestContext, script: string): void {
  ctx.res.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': String(Buffer.byteLength(script)),
    'cache-control': 'no-cache',
  });
  ctx.res.end(script);
}
