import { hash, timingSafeEqual } from 'node:crypto';
import type { ClientTokenRecord, Merchant, OrderRecord } from '../store/records.js';
import { AUTH_THROTTLE } from './authThrottle.js';
import type { RequestContext } from './context.js';
import { forbidden, httpError, rateLimited } from './errors.js';

// Hashing first makes the comparison constant-time whatever the lengths.
const digest = (text: string) => hash('sha256', text, 'buffer');
/** Compared with when the clientId is unknown, so that costs what a known one does. */
const NO_SECRET = digest('\u0000');
/** Each merchant's secret, digested once; only the sent secret is digested per request. */
const secretDigests = new WeakMap<Merchant, Buffer>();

function secretDigest(merchant: Merchant | undefined): Buffer {
  if (merchant === undefined) return NO_SECRET;
  let known = secretDigests.get(merchant);
  if (known === undefined) {
    known = digest(merchant.clientSecret);
    secretDigests.set(merchant, known);
  }
  return known;
}

/** `Basic base64(id:secret)` to its two parts, or undefined when it is not that. */
export function parseBasic(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * The merchant whose Basic credentials came with the request. The client-token exchange refuses
 * with 400 (spec 5.2); every other merchant endpoint with 401. No `WWW-Authenticate` challenge:
 * API clients do not need one, and a browser that answered it would then send the credentials
 * with every cross-site form post.
 *
 * Any `Origin` header (`null` too: sandboxed frames send it) means a browser made the request:
 * 403, before anything else, since merchant credentials belong on a server. A clientId that sent
 * too many wrong secrets is refused with 429 for a while, the right secret too (authThrottle.ts).
 */
export function requireMerchant(ctx: RequestContext, status: 400 | 401 = 401): Merchant {
  if (ctx.req.headers.origin !== undefined) {
    throw forbidden(
      'Merchant endpoints are for your server: call them from your backend with the credentials kept there, never from a browser (this request carried an Origin header).',
    );
  }
  const header = ctx.req.headers.authorization;
  const credentials = parseBasic(header);
  const { authThrottle, clock } = ctx.services;
  const now = clock.now();
  const lockedUntil = credentials && authThrottle.lockedUntil(credentials.id, now);
  if (lockedUntil !== undefined) {
    const { maxFailures, windowMs } = AUTH_THROTTLE;
    throw rateLimited(
      ctx.res,
      `Too many wrong credentials for this clientId (${maxFailures} within ${windowMs / 1000} s), so the right ones are refused too: check the clientSecret your server sends`,
      lockedUntil,
      now,
    );
  }
  const merchant = credentials ? ctx.services.merchants.get(credentials.id) : undefined;
  // Compare even for an unknown id, so timing does not tell which ids exist.
  const secretOk = timingSafeEqual(digest(credentials?.secret ?? ''), secretDigest(merchant));
  if (credentials && merchant && secretOk) {
    authThrottle.succeeded(credentials.id);
    return merchant;
  }
  if (credentials) authThrottle.failed(credentials.id, now);
  const message = header
    ? 'Invalid merchant credentials: check clientId and clientSecret.'
    : 'Merchant credentials are required: send Authorization: Basic base64(clientId:clientSecret).';
  throw httpError(status, 'UNAUTHORIZED', message);
}

/** The token of `Bearer <token>`, or undefined when it is not that. */
export function parseBearer(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

export interface CheckoutAccess {
  token: ClientTokenRecord;
  order: OrderRecord;
}

/**
 * The order a Bearer client token opens. Missing or unknown token: 401. Writes after the token's
 * expiry: 410 EXPIRED; reads stay allowed, so a reloaded widget still shows the final state.
 */
export function requireClientToken(ctx: RequestContext, access: 'read' | 'write'): CheckoutAccess {
  const header = ctx.req.headers.authorization;
  const sent = parseBearer(header);
  const token = sent === undefined ? undefined : ctx.services.store.tokens.get(sent);
  const order = token ? ctx.services.runner.load(token.orderId) : undefined;
  if (!token || !order) {
    throw httpError(
      401,
      'UNAUTHORIZED',
      sent !== undefined
        ? 'Unknown client token: create a new one with POST /v1/auth/client-tokens.'
        : 'A client token is required: send Authorization: Bearer <clientToken>.',
    );
  }
  if (access === 'write' && ctx.services.clock.now() >= token.expiresAt) {
    throw httpError(
      410,
      'EXPIRED',
      `The client token expired at ${new Date(token.expiresAt).toISOString()}: start a new checkout.`,
    );
  }
  return { token, order };
}
