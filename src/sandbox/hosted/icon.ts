import type { RequestContext } from '../http/context.js';

/** A rounded square in the checkout's blue with a white check mark: readable at 16 px. */
export const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1f4fd1"/><path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>\n';

/**
 * GET /checkout/icon.svg: the icon the service's pages declare (src/frame/serviceIcon.ts). Opened
 * on its own, the drawing runs and loads nothing.
 */
export async function getServiceIcon(ctx: RequestContext): Promise<void> {
  ctx.res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': String(Buffer.byteLength(ICON_SVG)),
    'content-security-policy': "default-src 'none'",
    'cache-control': 'public, max-age=86400',
  });
  ctx.res.end(ICON_SVG);
}
