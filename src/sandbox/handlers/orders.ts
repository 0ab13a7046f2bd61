import { NEXT_CURSOR_HEADER } from '../../api/orderPage.js';
import { orderListQuerySchema } from '../../api/orders.js';
import { orderJson } from '../domain/orderJson.js';
import { decodeCursor, orderPageQuerySchema, pageAfter } from '../domain/orderPage.js';
import { toOrder } from '../domain/orderView.js';
import { requireMerchant } from '../http/auth.js';
import { queryObject } from '../http/body.js';
import type { RequestContext } from '../http/context.js';
import { fieldError, notFound } from '../http/errors.js';
import { sendJsonList, sendJsonText } from '../http/respond.js';
import { validate } from '../http/validate.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

/**
 * GET /v1/orders: the merchant's orders, oldest first, filtered (dates are whole UTC days), one
 * page of `limit` at a time; X-Next-Cursor names the next page while there is one.
 */
export function listOrders(ctx: RequestContext): void {
  const merchant = requireMerchant(ctx);
  const raw = queryObject(ctx.query);
  const query = validate(orderListQuerySchema, raw, 'order list query');
  const page = validate(orderPageQuerySchema, raw, 'order list query');
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
  const start = query.startDate ?? query.startData;
  const from = start === undefined ? Number.NEGATIVE_INFINITY : dayStart(start);
  // endDate is inclusive: everything before the start of the next day.
  const until =
    query.endDate === undefined ? Number.POSITIVE_INFINITY : dayStart(query.endDate) + DAY_MS;
  if (from >= until) throw fieldError('endDate', 'must not be before startDate');
  const { store, runner } = ctx.services;
  const matches = store.orders.filter(
    (o) =>
      o.merchantId === merchant.clientId &&
      (query.reference === undefined || o.referenceId === query.reference) &&
      (query.externalUserId === undefined || o.externalUserId === query.externalUserId) &&
      o.createdAt >= from &&
      o.createdAt < until &&
      // Only the cursor's millisecond and later: earlier orders are on earlier pages.
      o.createdAt >= (after?.createdAt ?? 0),
  );
  const { items, next } = pageAfter(matches, after, page.limit);
  const orders = items.flatMap((o) => {
    const current = runner.load(o.id);
    return current ? [toOrder(current)] : [];
  });
  if (next !== undefined) ctx.res.setHeader(NEXT_CURSOR_HEADER, next);
  sendJsonList(ctx.res, orders);
}

/** GET /v1/orders/{order_id}: one of the merchant's orders; any other id is 404. */
export function getOrder(ctx: RequestContext): void {
  const merchant = requireMerchant(ctx);
  const orderId = ctx.params.orderId as string;
  const order = ctx.services.runner.load(orderId);
  if (!order || order.merchantId !== merchant.clientId) {
    throw notFound('No order with this orderId for this merchant.');
  }
  sendJsonText(ctx.res, 200, orderJson(order));
}
