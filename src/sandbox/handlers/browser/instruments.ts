import type { Payment } from '../../../api/checkoutPayment.js';
import type { PaymentMethodType } from '../../../api/clientTokens.js';
import type { Services } from '../../http/context.js';
import { fieldError, forbidden } from '../../http/errors.js';
import type { PlannedPayment } from '../../lifecycle/planner.js';
import type { OrderRecord, PaymentRecord } from '../../store/records.js';

/** A confirm's payment instrument, found and checked: what the order keeps and plans with. */
export interface ResolvedPayment {
  record: PaymentRecord;
  planned: PlannedPayment;
  /** The payment method type the quote and the enabled check use. */
  type: PaymentMethodType;
}

type Resolver<T extends Payment['type']> = (
  services: Services,
  order: OrderRecord,
  payment: Extract<Payment, { type: T }>,
) => ResolvedPayment;

/**
 * One resolver per payment type of the confirm request: each finds its instrument (a card token,
 * a linked bank account) and checks it belongs to this order. A new payment type is one entry.
 */
const RESOLVERS: { [T in Payment['type']]: Resolver<T> } = {
  card(services, order, payment) {
    const card = services.store.cards.get(payment.cardToken);
    if (!card) throw fieldError('payment.cardToken', 'is not a known card token');
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
  },
  ach(services, order, payment) {
    const account = services.store.bankAccounts.get(payment.bankAccountId);
    if (!account) throw fieldError('payment.bankAccountId', 'is not a known bank account');
    if (account.orderId !== order.id) {
      throw forbidden('This bank account was not linked in this checkout: link it again.');
    }
    return {
      record: { type: 'ach', bankAccountId: payment.bankAccountId },
      planned: {},
      type: 'ach',
    };
  },
};

/** The instrument of the confirm's payment, if it belongs to this order. */
export function resolvePayment(
  services: Services,
  order: OrderRecord,
  payment: Payment,
): ResolvedPayment {
  const resolve = RESOLVERS[payment.type] as Resolver<Payment['type']>;
  return resolve(services, order, payment);
}
