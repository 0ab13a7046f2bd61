import type { Payment } from '../../api/payments.js';
import type { Services } from '../http/context.js';
import type { OrderRecord } from '../store/records.js';
import type { PaymentResolver, ResolvedPayment } from './parts.js';
import { PAYMENT_RESOLVERS } from './registry.js';

/** The instrument of the confirm's payment, if it belongs to this order. */
export function resolvePayment(
  services: Services,
  order: OrderRecord,
  payment: Payment,
): ResolvedPayment {
  const resolve = PAYMENT_RESOLVERS[payment.type] as PaymentResolver<Payment['type']>;
  return resolve(services, order, payment);
}
