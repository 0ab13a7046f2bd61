import { type DeviceDataRequest, deviceDataRequestSchema } from '../../api/checkout.js';
import { type DeviceSessionRequest, deviceSessionRequestSchema } from '../../api/customers.js';
import { requireClientToken, requireMerchant } from '../http/auth.js';
import type { RequestContext } from '../http/context.js';
import { sendJson } from '../http/respond.js';
import { validate } from '../http/validate.js';
import { buildDeviceRecord } from '../risk/index.js';
import { scopedKey } from '../store/store.js';

/** The client's address as the socket saw it (the sandbox trusts no forwarding header). */
export function clientIp(ctx: RequestContext): string | undefined {
  return ctx.req.socket.remoteAddress ?? undefined;
}

/** Whose session a device call is about, from the route's credentials, and the data it sent. */
interface DeviceCall {
  merchantId: string;
  sessionKey: string;
  data: DeviceDataRequest | DeviceSessionRequest;
}

/**
 * One handler for both device routes: each reads its caller its own way, and the record is built
 * and kept under the merchant's session key the same way, for the device checkpoint to find.
 */
function deviceHandler(read: (ctx: RequestContext) => Promise<DeviceCall>) {
  return async (ctx: RequestContext): Promise<void> => {
    const { merchantId, sessionKey, data } = await read(ctx);
    const { store, clock } = ctx.services;
    const device = buildDeviceRecord({
      sessionKey,
      data,
      userAgent: ctx.req.headers['user-agent'],
      ip: clientIp(ctx),
      now: clock.date(),
    });
    store.devices.put(scopedKey(merchantId, sessionKey), {
      merchantId,
      sessionKey,
      device,
      createdAt: clock.now(),
    });
    sendJson(ctx.res, 200, { success: true });
  };
}

/**
 * POST /v1/devices: device data for a session key (the device SDK's call, docs/protocol.md).
 * A later POST /v1/customers with the same sessionKey runs the device checkpoint on it.
 */
export const postDeviceSession = deviceHandler(async (ctx) => {
  const merchant = requireMerchant(ctx);
  const data = validate(deviceSessionRequestSchema, await ctx.body(), 'device session');
  return { merchantId: merchant.clientId, sessionKey: data.sessionKey, data };
});

/** POST /v1/checkout/device: device and behaviour data for the order's session key. */
export const postCheckoutDevice = deviceHandler(async (ctx) => {
  const { order } = requireClientToken(ctx, 'write');
  const data = validate(deviceDataRequestSchema, await ctx.body(), 'device data');
  return { merchantId: order.merchantId, sessionKey: order.sessionKey, data };
});
