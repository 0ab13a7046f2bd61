import { randomUUID } from 'node:crypto';
import { assertPayable } from '../../../sandbox/handlers/browser/payable.js';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import { type CardToken, cardTokenRequestSchema } from '../api/cardToken.js';
import { checkCard } from './cardCheck.js';

/**
 * POST /v1/checkout/cards: the only endpoint that ever sees a card number. It keeps brand, last 4
 * and the card's outcome and authentication classes; the number and CVC are dropped when the
 * request ends. No CORS headers: only the card frame, on this origin, can call it from a browser.
 */
export async function postCard(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  const card = validate(cardTokenRequestSchema, await ctx.body(), 'card');
  const { clock, store } = ctx.services;
  const { brand, last4, paymentMethodType, outcome, authentication } = checkCard(
    card,
    clock.date(),
  );
  assertPayable(order);
  const token: CardToken = { cardToken: `card_${randomUUID()}`, brand, last4, paymentMethodType };
  store.cards.put(token.cardToken, {
    ...token,
    orderId: order.id,
    outcome,
    ...(authentication ? { authentication } : {}),
    createdAt: clock.now(),
  });
  sendJson(ctx.res, 200, token);
}
