import { deviceDataRequestSchema } from '../../../api/checkout.js';
import { requireClientToken } from '../../http/auth.js';
import type { RequestContext } from '../../http/context.js';
import { sendJson } from '../../http/respond.js';
import { validate } from '../../http/validate.js';
import { buildDeviceRecord } from '../../risk/index.js';
import { scopedKey } from '../../store/store.js';
import { clientIp } from '../devices.js';

/** POST /v1/checkout/device: device and behaviour data for the order's session key. */
export async function postCheckoutDevice(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  const data = validate(deviceDataRequestSchema, await ctx.body(), 'device data');
  const { store, clock } = ctx.services;
  const device = buildDeviceRecord({
    sessionKey: order.sessionKey,
    data,
    userAgent: ctx.req.headers['user-agent'],
    ip: clientIp(ctx),
    now: clock.date(),
  });
  store.devices.put(scopedKey(order.merchantId, order.sessionKey), {
    merchantId: order.merchantId,
    sessionKey: order.sessionKey,
    device,
    createdAt: clock.now(),
  });
  sendJson(ctx.res, 200, { success: true });
}
