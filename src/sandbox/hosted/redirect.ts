import { isHttpOrigin } from '../../api/frameProtocol.js';
import type { Merchant } from '../store/records.js';
import {
  isLoopbackHost,
  MAX_REDIRECT_ORIGINS,
  normalizeRedirectOrigin,
} from '../webhooks/config.js';

/** Longest `redirect_url` the hosted page takes (the query as a whole is bounded too). */
export const MAX_REDIRECT_URL_LENGTH = 2048;

/** A checked value, or why it was refused (a sentence part that follows the parameter name). */
export type Checked = { ok: true; value: string } | { ok: false; reason: string };

const refuse = (reason: string): Checked => ({ ok: false, reason });

/**
 * The origins `merchant` registered, parsed again here: the hosted page trusts only what passes
 * the one rule for redirect origins, whatever reached the merchant record. Bounded like the
 * configuration.
 */
export function registeredOrigins(merchant: Merchant | undefined): string[] {
  const configured = merchant?.redirectOrigins;
  if (!Array.isArray(configured)) return [];
  const origins = new Set<string>();
  for (const origin of configured.slice(0, MAX_REDIRECT_ORIGINS)) {
    try {
      origins.add(normalizeRedirectOrigin(origin));
    } catch {
      // Not an origin the rule accepts: never a place to send a buyer.
    }
  }
  return [...origins];
}

const SECURE = 'must use https (http only for localhost, 127.x.x.x or [::1])';
const secureScheme = (url: URL) =>
  url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));

/**
 * `redirect_url` as the page will use it (parsed and re-serialized, so the browser reads what
 * was checked), or why not: an absolute https URL (http for loopback hosts), no credentials, on
 * an origin the merchant registered. Only printable ASCII without backslashes is read, so no
 * parser can read another host into it than the one checked here.
 */
export function checkRedirectUrl(raw: string, registered: readonly string[]): Checked {
  if (raw.length > MAX_REDIRECT_URL_LENGTH) {
    return refuse(`is longer than ${MAX_REDIRECT_URL_LENGTH} characters`);
  }
  if (!/^[\x21-\x7e]+$/.test(raw) || raw.includes('\\')) {
    return refuse(
      'must be a plain absolute URL: no spaces, control characters, non-ASCII characters (percent-encode them) or backslashes',
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('is not an absolute URL such as https://shop.example/orders/return');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse(SECURE);
  if (url.username || url.password) return refuse('must not hold a user name or password');
  if (!secureScheme(url)) return refuse(SECURE);
  if (!registered.includes(url.origin)) {
    return refuse(`is on ${url.origin}, an origin this merchant has not registered`);
  }
  return { ok: true, value: url.href };
}

/**
 * `opener_origin` (popup mode: where the page posts its events), or why not: exactly an origin
 * as browsers write it, https (http for loopback hosts), and registered by the merchant.
 */
export function checkOpenerOrigin(raw: string, registered: readonly string[]): Checked {
  if (!isHttpOrigin(raw)) {
    return refuse('must be an origin as a browser writes it, such as https://shop.example');
  }
  if (!secureScheme(new URL(raw))) return refuse(SECURE);
  if (!registered.includes(raw))
    return refuse(`is ${raw}, an origin this merchant has not registered`);
  return { ok: true, value: raw };
}
