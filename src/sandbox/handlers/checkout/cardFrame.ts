import { isHttpOrigin } from '../../../api/cardFrameProtocol.js';
import { cardFrameCsp, cardFramePage } from '../../../frame/page.js';
import type { RequestContext } from '../../http/context.js';
import { fieldError } from '../../http/errors.js';

export const CARD_FRAME_SCRIPT_PATH = '/v1/checkout/card-frame.js';

/**
 * GET /v1/checkout/card-frame?origin=<host page origin>: the card frame page, framable only by
 * that origin. Public: the frame receives the client token from the widget by message.
 */
export function getCardFrame(ctx: RequestContext): void {
  const origin = ctx.query.getAll('origin');
  if (origin.length !== 1 || !isHttpOrigin(origin[0])) {
    throw fieldError('origin', 'must be the http(s) origin of the page that embeds the checkout');
  }
  const html = cardFramePage({ scriptUrl: CARD_FRAME_SCRIPT_PATH, origin: origin[0] });
  ctx.res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'content-security-policy': cardFrameCsp(origin[0]),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  });
  ctx.res.end(html);
}

/** GET /v1/checkout/card-frame.js: the frame build, or a bundle of its source. */
export async function getCardFrameScript(ctx: RequestContext): Promise<void> {
  const script = await ctx.services.frameScript();
  ctx.res.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': String(Buffer.byteLength(script)),
    'cache-control': 'no-cache',
  });
  ctx.res.end(script);
}
