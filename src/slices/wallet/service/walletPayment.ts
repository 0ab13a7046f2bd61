import type { PaymentResolver } from '../../../sandbox/confirm/parts.js';
import { fieldError, forbidden } from '../../../sandbox/http/errors.js';
import { assertWalletOffered } from './walletOffered.js';

/**
 * A wallet payment: its token, made in this checkout. It is charged as the wallet's card (its
 * type's fee, its test outcome and authentication), so a decline retries as a card's does.
 */
export const walletPayment: PaymentResolver<'wallet'> = (services, order, payment) => {
  const card = services.store.cards.get(payment.walletToken);
  if (!card?.wallet) throw fieldError('payment.walletToken', 'is not a known wallet token');
  if (card.orderId !== order.id) {
    throw forbidden('This wallet token belongs to another checkout: pay with the wallet again.');
  }
  assertWalletOffered(order, card.wallet);
  return {
    record: {
      type: 'wallet',
      walletToken: card.cardToken,
      wallet: card.wallet,
      brand: card.brand,
      last4: card.last4,
    },
    planned: {
      decline: card.outcome === 'approve' ? undefined : card.outcome,
      authentication: card.authentication,
    },
    type: card.paymentMethodType,
  };
};
