import { type ExpiryExtension, expiryExtensionRequestSchema } from '../../../api/checkout.js';
import { MAX_EXPIRES_IN } from '../../../api/clientTokens.js';
import { extendedExpiry, maxExpiresAt } from '../../domain/expiry.js';
import { attemptsLeft, toOrderState } from '../../domain/orderView.js';
import { requireClientToken } from '../../http/auth.js';
import type { RequestContext } from '../../http/context.js';
import { conflict } from '../../http/errors.js';
import { sendJson } from '../../http/respond.js';
import { validate } from '../../http/validate.js';
import { awaitsPayment } from '../../lifecycle/settle.js';
import type { OrderRecord } from '../../store/records.js';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The order with its expiry moved on, or the order as it is when `seen` is already behind its
 * expiry (a repeat of an extension that was made). Throws 409 when it cannot be extended.
 */
function extend(order: OrderRecord, seen: number): OrderRecord {
  if (!awaitsPayment({ status: order.status, attemptsLeft: attemptsLeft(order) })) {
    const why =
      order.status === 'Declined'
        ? 'it was declined and has no payment attempts left'
        : `it is ${order.status}`;
    throw conflict(`The time to pay for order ${order.id} cannot be extended: ${why}.`);
  }
  if (seen < order.expiresAt) return order;
  if (seen > order.expiresAt) {
    throw conflict(
      `Order ${order.id} expires at ${iso(order.expiresAt)}, not ${iso(seen)}: read the session again and extend from its expiresAt.`,
    );
  }
  const next = extendedExpiry(order);
  if (next === undefined) {
    throw conflict(
      `Order ${order.id} already expires ${MAX_EXPIRES_IN} seconds after it was created, the longest an order may stay open.`,
    );
  }
  return { ...order, expiresAt: next };
}

/**
 * POST /v1/checkout/order/extend: more time to pay an unpaid order. The body names the expiry
 * the widget shows; only that expiry is extended, so a repeated request changes nothing more.
 * The client token's expiry follows the order's.
 */
export async function postExtend(ctx: RequestContext): Promise<void> {
  const { token, order } = requireClientToken(ctx, 'write');
  const { expiresAt } = validate(
    expiryExtensionRequestSchema,
    await ctx.body(),
    'expiry extension',
  );
  const { runner, store, clock } = ctx.services;
  const seen = Date.parse(expiresAt);
  const updated = runner.change(order.id, (current) => extend(current, seen));
  if (!updated) throw conflict(`Order ${order.id} no longer exists.`);
  const current = store.tokens.get(token.token);
  if (current && current.expiresAt < updated.expiresAt) {
    store.tokens.put(token.token, { ...current, expiresAt: updated.expiresAt });
  }
  const answer: ExpiryExtension = {
    state: toOrderState(updated),
    expiresAt: iso(updated.expiresAt),
    maxExpiresAt: iso(maxExpiresAt(updated)),
    now: clock.date().toISOString(),
  };
  sendJson(ctx.res, 200, answer);
}
