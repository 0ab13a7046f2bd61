import { orderEventSchema } from '../../api/orders.js';
import { requireMerchant } from '../http/auth.js';
import type { RequestContext } from '../http/context.js';
import { conflict, notFound } from '../http/errors.js';
import { sendJson } from '../http/respond.js';
import { validate } from '../http/validate.js';
import { applyTransition } from '../lifecycle/transitions.js';
import type { OrderRecord } from '../store/records.js';

/**
 * A Delivered event on the order: Processed → Complete with the merchant's hash. Repeating it
 * (same hash) is a success that changes nothing. Refused for smart_contract orders, which
 * complete on their own, and for orders that are neither Processed nor Complete.
 */
export function deliver(order: OrderRecord, txHash: string, now: number): OrderRecord {
  if (order.nft.executionType === 'smart_contract') {
    throw conflict(
      `Order ${order.id} is a smart_contract order: it completes on its own, without a Delivered event.`,
    );
  }
  if (order.status === 'Complete') {
    const done = order.transitions.at(-1)?.txHash;
    if (done === txHash) return order;
    throw conflict(`Order ${order.id} was already delivered with transaction hash ${done}.`);
  }
  if (order.status !== 'Processed') {
    throw conflict(
      `Order ${order.id} is ${order.status}: only a Processed order can be delivered.`,
    );
  }
  const result = applyTransition(order, {
    to: 'Complete',
    at: new Date(now).toISOString(),
    txHash,
  });
  if (!result.ok) throw conflict(`Order ${order.id} cannot be delivered: ${result.error}.`);
  // Delivery settles the order: any step still planned (a network failure) no longer happens.
  return { ...order, ...result.history, transitions: [...result.history.transitions], pending: [] };
}

/** POST /v1/orders/events */
export async function postOrderEvent(ctx: RequestContext): Promise<void> {
  const merchant = requireMerchant(ctx);
  const event = validate(orderEventSchema, await ctx.body(), 'order event');
  const { store, runner, clock } = ctx.services;
  const owned = (o: Pick<OrderRecord, 'merchantId'> | undefined) =>
    o?.merchantId === merchant.clientId;
  const byId = event.orderId === undefined ? undefined : store.orders.get(event.orderId);
  const found =
    event.orderId === undefined
      ? store.orders.filter((o) => owned(o) && o.referenceId === event.referenceId)[0]
      : byId;
  // Errors name the field, never the value sent.
  const field = event.orderId === undefined ? 'referenceId' : 'orderId';
  if (!found || !owned(found)) throw notFound(`No order with this ${field} for this merchant.`);
  if (event.referenceId !== undefined && found.referenceId !== event.referenceId) {
    throw notFound(`Order ${found.id} has a different referenceId than the one sent.`);
  }
  runner.change(found.id, (order) => deliver(order, event.transactionHash as string, clock.now()));
  sendJson(ctx.res, 200, { success: true });
}
