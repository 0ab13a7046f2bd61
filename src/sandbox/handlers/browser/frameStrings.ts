import { frameLanguage } from '../../../frame/locales/index.js';
import type { RequestContext } from '../../http/context.js';

/**
 * GET /v1/checkout/frame-strings?locale=<tag>: every word of the service's frames in the
 * checkout's language (matched; a missing, unknown, invalid or overlong tag reads English), for a
 * frame whose checkout changed language after the page was rendered. Public and the same for
 * everyone, so cacheable.
 */
export function getFrameStrings(ctx: RequestContext): void {
  const { locale, dir, strings } = frameLanguage(ctx.query.get('locale'));
  const body = JSON.stringify({ locale, dir, strings });
  ctx.res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
  ctx.res.end(body);
}
