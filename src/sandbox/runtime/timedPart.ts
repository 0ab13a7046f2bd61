import type { OrderRecord } from '../store/records.js';

/**
 * What a slice keeps on an order that changes it in time by itself (a challenge that expires, an
 * identity verdict that arrives): when it is next due, and how it settles. The lifecycle runner
 * chains the parts of `TIMED_PARTS` in their order around the order's automatic transitions.
 */
export interface TimedPart {
  /** When the part next changes the order, or undefined. */
  dueAt(order: OrderRecord): number | undefined;
  /**
   * Applies what of the part is due at `now` and settles the rest with `next` (the parts after
   * it, then the automatic transitions), in the order they were due; the same record when nothing was.
   */
  settle(order: OrderRecord, now: number, next: (order: OrderRecord) => OrderRecord): OrderRecord;
}
