import { randomUUID } from 'node:crypto';
import {
  type ClientTokenRequestParsed,
  clientTokenRequestSchema,
  DEFAULT_EXPIRES_IN,
  PAYMENT_METHOD_TYPES,
} from '../../api/clientTokens.js';
import { MAX_SUBTOTAL, priceOrder } from '../domain/pricing.js';
import { requireMerchant } from '../http/auth.js';
import type { RequestContext } from '../http/context.js';
import { conflict, fieldError, httpError } from '../http/errors.js';
import { sendJson } from '../http/respond.js';
import { validate } from '../http/validate.js';
import { openHistory } from '../lifecycle/transitions.js';
import type { OrderRecord } from '../store/records.js';

function paymentMethodsOf(request: ClientTokenRequestParsed): OrderRecord['paymentMethods'] {
  const config = request.paymentMethodTypeConfig;
  const enabled = config ? [...config.enabled] : [...PAYMENT_METHOD_TYPES];
  return { enabled, default: config?.default ?? enabled[0] ?? 'us_debit' };
}

/** The Draft order a client token opens. */
export function draftOrder(
  request: ClientTokenRequestParsed,
  merchantId: string,
  now: number,
  maxAttempts: number,
): OrderRecord {
  const id = randomUUID();
  const paymentMethods = paymentMethodsOf(request);
  const prefill = request.identityPrefill?.address;
  return {
    id,
    merchantId,
    createdAt: now,
    expiresAt: now + Math.round((request.expiresIn ?? DEFAULT_EXPIRES_IN) * 1000),
    referenceId: request.referenceId ?? null,
    externalUserId: request.externalUserId,
    userId: request.externalUserId ?? randomUUID(),
    nft: request.nft,
    taxRates: request.taxRates,
    identityPrefill: request.identityPrefill,
    paymentMethods,
    sessionKey: id,
    status: 'Draft',
    transitions: [...openHistory(new Date(now).toISOString()).transitions],
    pending: [],
    attemptsMade: 0,
    maxAttempts,
    // An estimate until the buyer confirms: tax from the prefilled address, default method's fee.
    quote: priceOrder({
      price: request.nft.price ?? 0,
      quantity: request.nft.quantity ?? 1,
      taxRates: request.taxRates,
      address: prefill?.countryCode
        ? { countryCode: prefill.countryCode, regionCode: prefill.regionCode }
        : undefined,
      paymentMethodType: paymentMethods.default,
    }),
    paymentMethodType: paymentMethods.default,
    confirmations: [],
  };
}

/** POST /v1/auth/client-tokens: opens a Draft order and a client token bound to it. */
export async function createClientToken(ctx: RequestContext): Promise<void> {
  const merchant = requireMerchant(ctx, 400);
  const request = validate(clientTokenRequestSchema, await ctx.body(), 'client token request');
  if ((request.nft.price ?? 0) * (request.nft.quantity ?? 1) > MAX_SUBTOTAL) {
    throw fieldError('nft.price', `times nft.quantity must be at most ${MAX_SUBTOTAL} (usd)`);
  }
  const { store, clock, runner, settings } = ctx.services;
  const now = clock.now();
  // Live orders are never evicted: past the cap with none finished, refuse rather than grow.
  if (!store.orders.hasRoom()) {
    throw httpError(
      429,
      'RATE_LIMITED',
      'The sandbox holds as many open orders as it keeps: try again once some expire or finish.',
    );
  }
  const order = draftOrder(request, merchant.clientId, now, settings.maxAttempts);
  // Check and insert within one synchronous step: two requests cannot both take a referenceId.
  const taken =
    order.referenceId === null
      ? []
      : store.orders.filter(
          (o) => o.merchantId === merchant.clientId && o.referenceId === order.referenceId,
        );
  if (taken.length > 0) {
    throw conflict(
      `referenceId ${order.referenceId} is already used by order ${taken[0]?.id}: referenceId must be unique per order.`,
    );
  }
  store.orders.put(order.id, order);
  const token = randomUUID();
  store.tokens.put(token, {
    token,
    orderId: order.id,
    merchantId: merchant.clientId,
    expiresAt: order.expiresAt,
  });
  runner.track(order);
  sendJson(ctx.res, 200, {
    clientToken: token,
    expiresAt: new Date(order.expiresAt).toISOString(),
  });
}
