import type { ScheduledTransition } from './settle.js';
import { applyTransition, type OrderHistory } from './transitions.js';

type Refusable = OrderHistory & { pending: readonly ScheduledTransition[] };

/**
 * Draft or Declined → Cancelled with RISD, at `atMs` (never before the last transition): the
 * identity check refused the buyer before anything was paid, so no Refunded follows. Any other
 * status is left as it is.
 */
export function refuseBeforePayment<T extends Refusable>(order: T, atMs: number): T {
  if (order.status !== 'Draft' && order.status !== 'Declined') return order;
  const last = order.transitions.at(-1);
  const at = Math.max(atMs, last ? Date.parse(last.at) : atMs);
  const moved = applyTransition(order, {
    to: 'Cancelled',
    reasonCode: 'RISD',
    at: new Date(at).toISOString(),
  });
  if (!moved.ok) return order;
  return {
    ...order,
    status: moved.history.status,
    transitions: moved.history.transitions,
    pending: [],
  };
}
