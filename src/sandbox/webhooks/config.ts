import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { NftCheckoutError } from '../../api/errors.js';
import type { Merchant, WebhookEndpointConfig } from '../store/records.js';

/** Webhook endpoints one merchant may have: every event goes to each of them. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Origins one merchant may register for the hosted page's redirect and the popup. */
export const MAX_REDIRECT_ORIGINS = 10;
/** Longest webhook URL or redirect origin accepted. */
const MAX_URL_LENGTH = 2048;
/** Standard Webhooks: a secret is 24 to 64 random bytes. */
const SECRET_BYTES = { min: 24, max: 64 } as const;
const SECRET_PREFIX = 'whsec_';

/** A merchant's endpoint with its secret, as the sandbox signs with it. */
export interface WebhookEndpoint {
  merchantId: string;
  url: string;
  secret: string;
}

const configError = (message: string) => new NftCheckoutError('CONFIGURATION', message);

/** A new signing secret: `whsec_` + base64 of 24 random bytes. */
export function makeWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES.min).toString('base64')}`;
}

/** Why `text` is not a usable http(s) URL, or the URL itself. */
function parseHttpUrl(text: unknown): URL | string {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_URL_LENGTH) {
    return `must be a URL of at most ${MAX_URL_LENGTH} characters`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'is not a valid URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must use http or https';
  if (url.username || url.password) {
    return 'must not hold a user name or password (receivers authenticate the signature instead)';
  }
  if (url.hash) return 'must not have a #fragment (it is never sent)';
  return url;
}

/**
 * A webhook URL parsed and re-serialized, or a CONFIGURATION error saying the fix. Any host is
 * allowed (a local receiver or a tunnel is the common case in a sandbox), http or https only.
 */
export function normalizeWebhookUrl(text: unknown, where = 'A webhook URL'): string {
  const url = parseHttpUrl(text);
  if (typeof url === 'string') {
    throw configError(`${where} ${url}: give one like https://shop.example/webhooks.`);
  }
  return url.href;
}

/** Whether `hostname` (as URL parses it) is this machine: localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  const parts = hostname.split('.');
  return (
    parts.length === 4 &&
    parts[0] === '127' &&
    parts.every((p) => p !== '' && [...p].every((c) => c >= '0' && c <= '9') && Number(p) < 256)
  );
}

/**
 * A redirect origin parsed and re-serialized (`https://shop.example`), or a CONFIGURATION error
 * saying the fix: https, or http for localhost and loopback addresses; no path, query or user.
 */
export function normalizeRedirectOrigin(text: unknown, where = 'A redirect origin'): string {
  const fix = `: give an origin like https://shop.example (http only for localhost, 127.x.x.x or [::1]).`;
  const url = parseHttpUrl(text);
  if (typeof url === 'string') throw configError(`${where} ${url}${fix}`);
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw configError(`${where} must use https unless its host is this machine${fix}`);
  }
  if (url.pathname !== '/' || url.search) {
    throw configError(`${where} must be an origin alone, with no path or query${fix}`);
  }
  return url.origin;
}

/** The secret as given (checked) or a new one; a bad one throws CONFIGURATION with the fix. */
function secretOf(secret: unknown, where: string): string {
  if (secret === undefined) return makeWebhookSecret();
  let bytes = 0;
  if (typeof secret === 'string' && secret.startsWith(SECRET_PREFIX)) {
    const base64 = secret.slice(SECRET_PREFIX.length);
    try {
      // The package decodes it as the receiver will; a string it cannot decode throws.
      new Webhook(secret);
      bytes = Buffer.from(base64, 'base64').length;
    } catch {
      bytes = 0;
    }
  }
  if (bytes < SECRET_BYTES.min || bytes > SECRET_BYTES.max) {
    throw configError(
      `${where} must be ${SECRET_PREFIX} followed by the base64 of ${SECRET_BYTES.min} to ${SECRET_BYTES.max} random bytes: leave it out to have one made at start.`,
    );
  }
  return secret as string;
}

function endpointsOf(merchant: Merchant): WebhookEndpointConfig[] {
  const configured = merchant.webhooks ?? [];
  const who = `Merchant ${merchant.clientId}`;
  if (!Array.isArray(configured)) throw configError(`${who}: webhooks must be an array.`);
  if (configured.length > MAX_WEBHOOK_ENDPOINTS) {
    throw configError(
      `${who} has ${configured.length} webhook endpoints; at most ${MAX_WEBHOOK_ENDPOINTS} are allowed: remove some.`,
    );
  }
  const seen = new Set<string>();
  return configured.map((endpoint, i) => {
    const where = `${who}: webhooks[${i}]`;
    const url = normalizeWebhookUrl(endpoint?.url, `${where}.url`);
    if (seen.has(url)) {
      throw configError(
        `${where}.url is listed twice: each event would be sent twice, remove one.`,
      );
    }
    seen.add(url);
    return { url, secret: secretOf(endpoint.secret, `${where}.secret`) };
  });
}

function redirectOriginsOf(merchant: Merchant): string[] {
  const configured = merchant.redirectOrigins ?? [];
  const who = `Merchant ${merchant.clientId}`;
  if (!Array.isArray(configured)) throw configError(`${who}: redirectOrigins must be an array.`);
  if (configured.length > MAX_REDIRECT_ORIGINS) {
    throw configError(
      `${who} has ${configured.length} redirect origins; at most ${MAX_REDIRECT_ORIGINS} are allowed: remove some.`,
    );
  }
  const origins = configured.map((o, i) =>
    normalizeRedirectOrigin(o, `${who}: redirectOrigins[${i}]`),
  );
  return [...new Set(origins)];
}

/**
 * The merchants as the sandbox keeps them: webhook URLs and redirect origins parsed and
 * re-serialized, each endpoint with its secret (made when left out). Throws CONFIGURATION,
 * naming the merchant, the field and the fix, for the first bad value.
 */
export function resolveMerchants(merchants: readonly Merchant[]): Merchant[] {
  return merchants.map((merchant) => {
    const webhooks = endpointsOf(merchant);
    const redirectOrigins = redirectOriginsOf(merchant);
    return {
      ...merchant,
      ...(merchant.webhooks === undefined ? {} : { webhooks }),
      ...(merchant.redirectOrigins === undefined ? {} : { redirectOrigins }),
    };
  });
}

/** Every merchant's endpoints, in configuration order. */
export function endpointsOfMerchants(merchants: readonly Merchant[]): WebhookEndpoint[] {
  return merchants.flatMap((m) =>
    (m.webhooks ?? []).map((w) => ({
      merchantId: m.clientId,
      url: w.url,
      secret: w.secret as string,
    })),
  );
}
