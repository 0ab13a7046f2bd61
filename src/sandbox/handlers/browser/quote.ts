import { type QuoteRequest, quoteRequestSchema } from '../../../api/checkoutPayment.js';
import type { PaymentMethodType } from '../../../api/clientTokens.js';
import { priceOrder } from '../../domain/pricing.js';
import { requireClientToken } from '../../http/auth.js';
import type { RequestContext } from '../../http/context.js';
import { fieldError } from '../../http/errors.js';
import { sendJson } from '../../http/respond.js';
import { validate } from '../../http/validate.js';
import type { OrderRecord } from '../../store/records.js';

/** 400 naming `path` unless the checkout offers this payment method type. */
export function assertEnabled(order: OrderRecord, type: PaymentMethodType, path: string): void {
  if (order.paymentMethods.enabled.includes(type)) return;
  throw fieldError(
    path,
    `${type} is not offered in this checkout (${order.paymentMethods.enabled.join(', ')})`,
  );
}

export function quoteFor(order: OrderRecord, request: QuoteRequest) {
  return priceOrder({
    price: order.nft.price ?? 0,
    quantity: order.nft.quantity ?? 1,
    taxRates: order.taxRates,
    address: request.address,
    paymentMethodType: request.paymentMethodType,
  });
}

/** POST /v1/checkout/quote: price, tax, fees and total for an address and method. No change. */
export async function postQuote(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  const request = validate(quoteRequestSchema, await ctx.body(), 'quote request');
  assertEnabled(order, request.paymentMethodType, 'paymentMethodType');
  sendJson(ctx.res, 200, quoteFor(order, request));
}
