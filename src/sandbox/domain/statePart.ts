import type { OrderState } from '../../api/checkout.js';
import type { OrderRecord } from '../store/records.js';

/**
 * What a slice shows of an order in its state (`OrderState`, docs/protocol.md): the members it
 * adds, and, for a part that changes without a transition, the form the order feed compares to
 * tell the widget of each change. `STATE_PARTS` lists them.
 */
export interface StatePart {
  /** The members this part adds to the order's state; none while it has nothing to show. */
  view(record: OrderRecord): Partial<OrderState>;
  /** What changed of the part since the feed last told it ('' while there is nothing to tell). */
  feedKey?(record: OrderRecord): string;
}
