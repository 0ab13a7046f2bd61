import { randomUUID } from 'node:crypto';
import { assertPayable } from '../../../sandbox/handlers/browser/payable.js';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import { checkCard } from '../../card/service/cardCheck.js';
import { type WalletToken, walletTokenRequestSchema } from '../api/walletToken.js';
import { assertWalletOffered } from './walletOffered.js';

/**
 * POST /v1/checkout/wallet-tokens: the wallet's card becomes a token, kept with the card tokens
 * of the order (their bounds) as brand, last 4, type and test outcome; the wallet's payment data
 * is dropped when the request ends. No CORS headers: only the wallet frame, on this origin.
 */
export async function postWalletToken(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  const request = validate(walletTokenRequestSchema, await ctx.body(), 'wallet payment');
  const { clock, store } = ctx.services;
  const card = checkCard(request.paymentData, clock.date(), 'paymentData.');
  assertWalletOffered(order, request.wallet);
  assertPayable(order);
  const token: WalletToken = {
    walletToken: `wallet_${randomUUID()}`,
    wallet: request.wallet,
    brand: card.brand,
    last4: card.last4,
    paymentMethodType: card.paymentMethodType,
  };
  store.cards.put(token.walletToken, {
    cardToken: token.walletToken,
    wallet: request.wallet,
    orderId: order.id,
    brand: card.brand,
    last4: card.last4,
    paymentMethodType: card.paymentMethodType,
    outcome: card.outcome,
    ...(card.authentication ? { authentication: card.authentication } : {}),
    createdAt: clock.now(),
  });
  sendJson(ctx.res, 200, token);
}
