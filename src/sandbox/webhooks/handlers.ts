import type { RequestContext } from '../http/context.js';
import { httpError } from '../http/errors.js';

/** GET /v1/webhooks/deliveries: the merchant's delivery attempts. */
export function listDeliveries(_ctx: RequestContext): void {
  throw httpError(501, 'SERVER', 'Not built yet.');
}

/** POST /v1/webhooks/deliveries/{deliveryId}/resend: sends a delivery's event again. */
export function resendDelivery(_ctx: RequestContext): void {
  throw httpError(501, 'SERVER', 'Not built yet.');
}
