import { isPayable as payable } from '../../../api/lifecycle.js';
import { attemptsLeft } from '../../domain/orderView.js';
import { conflict } from '../../http/errors.js';
import type { OrderRecord } from '../../store/records.js';

/** Whether the order takes a payment now: a Draft, or a Declined one with attempts left. */
export function isPayable(order: OrderRecord): boolean {
  return payable({ status: order.status, attemptsLeft: attemptsLeft(order) });
}

/** 409 CONFLICT unless the order takes a payment now. */
export function assertPayable(order: OrderRecord): void {
  if (isPayable(order)) return;
  const why =
    order.status === 'Declined'
      ? 'it was declined and has no payment attempts left'
      : `it is ${order.status}`;
  throw conflict(`Order ${order.id} cannot be paid: ${why}.`);
}
