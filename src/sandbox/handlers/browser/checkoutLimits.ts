import type { RequestContext } from '../../http/context.js';
import { rateLimited } from '../../http/errors.js';
import type { OrderRecord } from '../../store/records.js';
import { CHECKOUT_RATE_LIMITS } from '../../verification/index.js';

const WHAT: Record<keyof typeof CHECKOUT_RATE_LIMITS, string> = {
  phoneCode: 'one-time code requests',
  phoneVerify: 'one-time code checks',
  taxId: 'tax id requests',
  identityCapture: 'identity document captures',
  identityImage: 'identity document photos',
};

/**
 * Counts a request against its checkout's limit (docs/protocol.md, rate limits): 429 with
 * Retry-After past it. Every request with a valid token counts, malformed ones too, so it runs
 * before the body is read.
 */
export function countCheckoutRequest(
  ctx: RequestContext,
  order: OrderRecord,
  kind: keyof typeof CHECKOUT_RATE_LIMITS,
): void {
  const now = ctx.services.clock.now();
  const result = ctx.services.buyerChecks.limits[kind].hit(order.merchantId, order.id, now);
  if (result.ok) return;
  const { limit, windowMs } = CHECKOUT_RATE_LIMITS[kind];
  throw rateLimited(
    ctx.res,
    `Too many ${WHAT[kind]} in this checkout (at most ${limit} in ${windowMs / 60_000} minutes)`,
    result.retryAt,
    now,
  );
}
