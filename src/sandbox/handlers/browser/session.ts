import type { CheckoutSession } from '../../../api/checkout.js';
import { maxExpiresAt } from '../../domain/expiry.js';
import { toOrderState } from '../../domain/orderView.js';
import { requireClientToken } from '../../http/auth.js';
import type { RequestContext } from '../../http/context.js';
import { sendJson } from '../../http/respond.js';
import { sessionChecks } from './sessionChecks.js';

/**
 * GET /v1/checkout/session: what the widget needs to render. `cardFrameUrl` has no `origin`
 * parameter: the widget adds its own page origin (docs/protocol.md, card frame).
 */
export function getSession(ctx: RequestContext): void {
  const { order } = requireClientToken(ctx, 'read');
  const session: CheckoutSession = {
    state: toOrderState(order),
    nft: order.nft,
    ...(order.identityPrefill ? { identityPrefill: order.identityPrefill } : {}),
    paymentMethods: order.paymentMethods,
    cardFrameUrl: `${ctx.origin}/v1/checkout/card-frame`,
    expiresAt: new Date(order.expiresAt).toISOString(),
    sessionKey: order.sessionKey,
    // Read last, so it is not earlier than anything else in the answer.
    now: ctx.services.clock.date().toISOString(),
    maxExpiresAt: new Date(maxExpiresAt(order)).toISOString(),
    checks: sessionChecks(ctx.services, order, ctx.origin),
  };
  sendJson(ctx.res, 200, session);
}

/** GET /v1/checkout/order: the order and its history (the polling fallback of the stream). */
export function getOrderState(ctx: RequestContext): void {
  const { order } = requireClientToken(ctx, 'read');
  sendJson(ctx.res, 200, toOrderState(order));
}
