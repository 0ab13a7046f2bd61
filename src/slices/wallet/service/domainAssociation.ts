import type { RequestContext } from '../../../sandbox/http/context.js';

/**
 * The sandbox's Apple Pay domain association file. A provider hands every merchant the same
 * file to serve at `/.well-known/apple-developer-merchantid-domain-association`; Apple fetches it
 * to check the domain. The sandbox never fetches it back (it runs offline): registering a domain
 * is enough there.
 */
export const DOMAIN_ASSOCIATION = [
  'nft-checkout sandbox: Apple Pay domain association',
  '7b227073704964223a226e66742d636865636b6f75742d73616e64626f78222c2276657273696f6e223a317d',
  '',
].join('\n');

/** GET /v1/wallets/apple-pay/domain-association: the file, as text, for anyone. */
export function getDomainAssociation(ctx: RequestContext): void {
  ctx.res.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(DOMAIN_ASSOCIATION)),
    'cache-control': 'public, max-age=86400',
  });
  ctx.res.end(DOMAIN_ASSOCIATION);
}
