import { isHttpOrigin } from '../../../api/cardFrameProtocol.js';
import { cardFrameCsp } from '../../../frame/page.js';
import { taxIdFramePage } from '../../../frame/taxIdPage.js';
import type { RequestContext } from '../../http/context.js';
import { fieldError } from '../../http/errors.js';
import { CARD_FRAME_SCRIPT_PATH } from './cardFrame.js';

/**
 * GET /v1/checkout/tax-id-frame?origin=<host page origin>: the tax-id frame page, framable only
 * by that origin, under the card frame's policy and running the same script (it starts the
 * tax-id app on this page). Public: the frame receives the client token from the widget by
 * message.
 */
export function getTaxIdFrame(ctx: RequestContext): void {
  const origin = ctx.query.getAll('origin');
  if (origin.length !== 1 || !isHttpOrigin(origin[0])) {
    throw fieldError('origin', 'must be the http(s) origin of the page that embeds the checkout');
  }
  const html = taxIdFramePage({ scriptUrl: CARD_FRAME_SCRIPT_PATH, origin: origin[0] });
  ctx.res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'content-security-policy': cardFrameCsp(origin[0]),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  });
  ctx.res.end(html);
}
