import type { ServerResponse } from 'node:http';

/** Headers the widget sends cross-origin to /v1/checkout (docs/protocol.md, CORS). */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'idempotency-key',
  'x-request-id',
  'last-event-id',
];

const ALLOWED_HEADERS = CORS_ALLOWED_HEADERS.join(', ');

/**
 * Any origin may call the widget's endpoints: they take a client token, not a cookie, so a
 * wildcard exposes nothing a page does not already hold. Merchant endpoints and the card
 * tokenize endpoint send none of these, so browsers keep other origins out of them.
 */
export function applyCors(res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  // Retry-After is not a safelisted response header: without this a 429's wait is unreadable.
  res.setHeader('access-control-expose-headers', 'x-request-id, retry-after');
  res.setHeader('access-control-max-age', '600');
}
