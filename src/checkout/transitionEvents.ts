import type { Transition } from '../api/checkout.js';
import type { CheckoutEvent } from '../api/hostEvents.js';
import type { Order } from '../api/orders.js';

// With the order delivery, in the purchase's chunk: the first screen never reports a transition.

/** The host event for a reportable transition; undefined for the others. */
export function eventFromTransition(
  transition: Transition,
  order: Order,
  attemptsLeft: number,
): CheckoutEvent | undefined {
  const base = {
    id: `${order.id}:${transition.sequence}`,
    sequence: transition.sequence,
    orderId: order.id,
    referenceId: order.referenceId ?? null,
    at: transition.at,
    order,
  };
  const reasonCode = transition.reasonCode ?? order.error?.reasonCode ?? '';
  switch (transition.to) {
    case 'Expired':
      return { ...base, type: 'expired', status: 'Expired' };
    case 'Processed':
      return { ...base, type: 'processed', status: 'Processed' };
    case 'Declined':
      return { ...base, type: 'declined', status: 'Declined', reasonCode, attemptsLeft };
    case 'Cancelled':
      return { ...base, type: 'cancelled', status: 'Cancelled', reasonCode };
    case 'Complete': {
      const txHash = transition.txHash ?? order.withdrawal?.txHash ?? '';
      return { ...base, type: 'complete', status: 'Complete', txHash };
    }
    default:
      return undefined;
  }
}
