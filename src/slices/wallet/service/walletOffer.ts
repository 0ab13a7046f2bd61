import { isWalletType } from '../../../api/clientTokens.js';
import { assertPayable } from '../../../sandbox/handlers/browser/payable.js';
import { quoteFor } from '../../../sandbox/handlers/browser/quote.js';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import { scopedKey } from '../../../sandbox/store/store.js';
import { isCardType } from '../../card/api/cardTypes.js';
import { type WalletOffer, walletOfferRequestSchema } from '../api/walletOffer.js';
import { walletMethods } from './walletMethods.js';

/**
 * POST /v1/checkout/wallet-offer: the checkout's wallets, whether the page's domain is
 * registered for each, their Payment Request methods, and the sheet's amounts, quoted for the
 * checkout's default card type (else its first). A wallet pays as a card, so a checkout that
 * takes no card offers none. No CORS: only the wallet frame, on this origin, asks.
 */
export async function postWalletOffer(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  const request = validate(walletOfferRequestSchema, await ctx.body(), 'wallet offer');
  assertPayable(order);
  const { enabled, default: preferred } = order.paymentMethods;
  const cardType = isCardType(preferred) ? preferred : enabled.find(isCardType);
  const sheetType = cardType ?? 'us_credit';
  // The service's own pages (the hosted checkout) need no registration; a merchant's page needs
  // its host name among the merchant's domains (a port never matters to Apple Pay).
  const domain = new URL(request.origin).hostname;
  const registered =
    request.origin === ctx.origin ||
    ctx.services.store.paymentDomains.get(scopedKey(order.merchantId, domain)) !== undefined;
  const offer: WalletOffer = {
    wallets: cardType
      ? enabled.filter(isWalletType).map((wallet) => ({
          wallet,
          domainRegistered: wallet === 'google_pay' || registered,
          methods: walletMethods(wallet, ctx.origin),
        }))
      : [],
    label: order.nft.name,
    paymentMethodType: sheetType,
    quote: quoteFor(order, { address: request.address, paymentMethodType: sheetType }),
  };
  sendJson(ctx.res, 200, offer);
}
