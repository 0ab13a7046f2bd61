import { randomUUID } from 'node:crypto';
import {
  type ClientTokenRequestParsed,
  clientTokenRequestSchema,
  DEFAULT_EXPIRES_IN,
  isWalletType,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodType,
} from '../../api/clientTokens.js';
import { MAX_SUBTOTAL, priceOrder } from '../domain/pricing.js';
import { requireMerchant } from '../http/auth.js';
import type { RequestContext } from '../http/context.js';
import { conflict, fieldError } from '../http/errors.js';
import { sendJson } from '../http/respond.js';
import { validate } from '../http/validate.js';
import { openHistory } from '../lifecycle/transitions.js';
import type { OrderRecord } from '../store/records.js';

function paymentMethodsOf(request: ClientTokenRequestParsed): OrderRecord['paymentMethods'] {
  const config = request.paymentMethodTypeConfig;
  // Wallets are the merchant's choice (Apple Pay needs its domains registered): listed, not implied.
  const enabled = config ? [...config.enabled] : [...PAYMENT_METHOD_TYPES];
  // A wallet is offered only where the browser has one: the default is a card's or the bank's.
  const first = enabled.find((type): type is PaymentMethodType => !isWalletType(type));
  return { enabled, default: config?.default ?? first ?? 'us_debit' };
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

/** The order's referenceId must be free among the merchant's orders (409 otherwise). */
function assertReferenceFree(ctx: RequestContext, order: OrderRecord): void {
  if (order.referenceId === null) return;
  const [taken] = ctx.services.store.orders.filter(
    (o) => o.merchantId === order.merchantId && o.referenceId === order.referenceId,
  );
  if (taken) {
    throw conflict(
      `This referenceId is already used by order ${taken.id}: referenceId must be unique per order.`,
    );
  }
}

/**
 * Lets the event loop read what reached the socket meanwhile: a client that gave up while the
 * server was busy has its close read by then (libuv reads a socket at most once per turn).
 */
async function readPendingCloses(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
}

const clientGone = (ctx: RequestContext) =>
  ctx.res.destroyed || ctx.req.socket.destroyed || !ctx.req.socket.writable;

/**
 * POST /v1/auth/client-tokens: opens a Draft order and a client token bound to it. An order
 * exists only if its token was answered: everything that can refuse the request runs first, the
 * order and its token are stored together in one synchronous step, and both are removed again if
 * the answer cannot be written.
 */
export async function createClientToken(ctx: RequestContext): Promise<void> {
  const merchant = requireMerchant(ctx, 400);
  const request = validate(clientTokenRequestSchema, await ctx.body(), 'client token request');
  if ((request.nft.price ?? 0) * (request.nft.quantity ?? 1) > MAX_SUBTOTAL) {
    throw fieldError('nft.price', `times nft.quantity must be at most ${MAX_SUBTOTAL} (usd)`);
  }
  await readPendingCloses();
  if (clientGone(ctx)) {
    // Nobody would read the token: open no order. 499 is what the request log shows.
    ctx.res.statusCode = 499;
    ctx.res.destroy();
    return;
  }
  // From here to the answer, one synchronous step: no other request runs in between, so the
  // referenceId check and the cap still hold when the order is stored.
  const { store, clock, runner, settings } = ctx.services;
  const order = draftOrder(request, merchant.clientId, clock.now(), settings.maxAttempts);
  const token = randomUUID();
  const answer = {
    clientToken: token,
    expiresAt: new Date(order.expiresAt).toISOString(),
    orderId: order.id,
  };
  assertReferenceFree(ctx, order);
  const rollBack = () => {
    store.tokens.delete(token);
    store.orders.delete(order.id);
  };
  try {
    store.orders.put(order.id, order);
    store.tokens.put(token, {
      token,
      orderId: order.id,
      merchantId: merchant.clientId,
      expiresAt: order.expiresAt,
    });
    runner.track(order);
    let written = false;
    ctx.res.once('finish', () => {
      written = true;
    });
    ctx.res.once('close', () => {
      if (!written) rollBack();
    });
    sendJson(ctx.res, 200, answer);
  } catch (error) {
    rollBack();
    throw error;
  }
}
