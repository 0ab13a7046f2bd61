import type { PaymentResolver } from '../../../sandbox/confirm/parts.js';
import { fieldError, forbidden } from '../../../sandbox/http/errors.js';

/** A bank payment: an account linked in this checkout. */
export const achPayment: PaymentResolver<'ach'> = (services, order, payment) => {
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
};
