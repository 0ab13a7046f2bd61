import { deliveryListQuerySchema } from '../../api/webhookDeliveries.js';
import { requireMerchant } from '../http/auth.js';
import { queryObject } from '../http/body.js';
import type { RequestContext } from '../http/context.js';
import { sendJson, sendJsonList } from '../http/respond.js';
import { validate } from '../http/validate.js';

/** Most deliveries one list answers: filter by orderId or status to reach older ones. */
export const DELIVERY_LIST_CAP = 500;

/**
 * GET /v1/webhooks/deliveries?orderId=&status=: the merchant's own deliveries with their
 * attempts, newest first, at most 500. Never a body or a secret.
 */
export function listDeliveries(ctx: RequestContext): void {
  const merchant = requireMerchant(ctx);
  const query = validate(deliveryListQuerySchema, queryObject(ctx.query), 'delivery list query');
  const filter = { orderId: query.orderId, status: query.status };
  sendJsonList(ctx.res, ctx.services.webhooks.list(merchant.clientId, filter, DELIVERY_LIST_CAP));
}

/**
 * POST /v1/webhooks/deliveries/{deliveryId}/resend: sends a delivered, failed or dropped
 * delivery's event again now (same event id, signed anew), with the whole retry schedule.
 * 202 with the delivery, pending; 409 while it is still pending; 404 for any other id. Like
 * every POST it takes Content-Type: application/json (the body, empty or `{}`, says nothing).
 */
export async function resendDelivery(ctx: RequestContext): Promise<void> {
  const merchant = requireMerchant(ctx);
  await ctx.body();
  const delivery = ctx.services.webhooks.resend(merchant.clientId, ctx.params.deliveryId as string);
  sendJson(ctx.res, 202, delivery);
}
