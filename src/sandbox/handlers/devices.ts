import { deviceSessionRequestSchema } from '../../api/customers.js';
import { requireMerchant } from '../http/auth.js';
import type { RequestContext } from '../http/context.js';
import { sendJson } from '../http/respond.js';
import { validate } from '../http/validate.js';
import { buildDeviceRecord } from '../risk/index.js';
import { scopedKey } from '../store/store.js';

/** The client's address as the socket saw it (the sandbox trusts no forwarding header). */
export function clientIp(ctx: RequestContext): string | undefined {
  return ctx.req.socket.remoteAddress ?? undefined;
}

/**
 * POST /v1/devices: device data for a session key (the device SDK's call, docs/protocol.md).
 * A later POST /v1/customers with the same sessionKey runs the device checkpoint on it.
 */
export async function postDeviceSession(ctx: RequestContext): Promise<void> {
  const merchant = requireMerchant(ctx);
  const data = validate(deviceSessionRequestSchema, await ctx.body(), 'device session');
  const { store, clock } = ctx.services;
  const device = buildDeviceRecord({
    sessionKey: data.sessionKey,
    data,
    userAgent: ctx.req.headers['user-agent'],
    ip: clientIp(ctx),
    now: clock.date(),
  });
  store.devices.put(scopedKey(merchant.clientId, data.sessionKey), {
    merchantId: merchant.clientId,
    sessionKey: data.sessionKey,
    device,
    createdAt: clock.now(),
  });
  sendJson(ctx.res, 200, { success: true });
}
