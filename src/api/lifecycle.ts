import type { OrderStatus } from './orders.js';

/*
 * The order lifecycle, declared once: the sandbox applies it, the widget follows orders with it,
 * and a host can too (it is exported from the package root). Types only from the schemas, so the
 * widget's first screen pays nothing for importing it.
 */

/** Every status change an order can make, and no other (docs/decisions.md, order lifecycle). */
export const ORDER_TRANSITIONS = {
  // Cancelled from Draft or Declined: the identity check refused the buyer before anything was
  // paid (RISD), so no Refunded follows.
  Draft: ['Processing', 'Expired', 'Cancelled'],
  Processing: ['Processed', 'Declined', 'Cancelled'],
  Processed: ['Complete', 'Cancelled'],
  Declined: ['Processing', 'Expired', 'Cancelled'],
  Cancelled: ['Refunded'],
  Complete: [],
  Expired: [],
  Refunded: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** Statuses the order can never leave. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['Complete', 'Expired', 'Refunded'];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return (ORDER_TRANSITIONS[from] as readonly OrderStatus[]).includes(to);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** Where an order is: its status and the payment attempts it still allows. */
export interface OrderProgress {
  status: OrderStatus;
  attemptsLeft: number;
}

/** The progress of an order state as the widget reads it (the stream, the polls). */
export function progressOf(state: {
  order: { status: OrderStatus };
  attemptsLeft: number;
}): OrderProgress {
  return { status: state.order.status, attemptsLeft: state.attemptsLeft };
}

/** The order takes a payment now: a Draft, or a Declined one with attempts left. */
export function isPayable(order: OrderProgress): boolean {
  return order.status === 'Draft' || (order.status === 'Declined' && order.attemptsLeft > 0);
}

/**
 * Nothing more will happen to the order that a buyer or its page waits for: a final status, or a
 * decline with no attempts left. Event streams close and trackers stop here.
 */
export function isFinalState(order: OrderProgress): boolean {
  return isFinalStatus(order.status) || (order.status === 'Declined' && order.attemptsLeft === 0);
}
