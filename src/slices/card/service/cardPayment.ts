import type { PaymentResolver } from '../../../sandbox/confirm/parts.js';
import { fieldError, forbidden } from '../../../sandbox/http/errors.js';

/** A card payment: its token, tokenized in this checkout; its test outcome is what is planned. */
export const cardPayment: PaymentResolver<'card'> = (services, order, payment) => {
  const card = services.store.cards.get(payment.cardToken);
  // A wallet's token is paid as a wallet (`type: 'wallet'`), not as a card the page typed.
  if (!card || card.wallet) throw fieldError('payment.cardToken', 'is not a known card token');
  if (card.orderId !== order.id) {
    throw forbidden('This card token belongs to another checkout: tokenize the card again.');
  }
  return {
    record: { type: 'card', cardToken: card.cardToken, brand: card.brand, last4: card.last4 },
    planned: {
      decline: card.outcome === 'approve' ? undefined : card.outcome,
      authentication: card.authentication,
    },
    type: card.paymentMethodType,
  };
};
