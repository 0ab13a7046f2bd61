import { type ReadonlySignal, signal } from '@preact/signals';
import type { OrderState } from '../api/checkout.js';
import type { NftCheckoutError } from '../api/errors.js';
import type { ReduceResult } from '../api/orderStatusMachine.js';
import type { OrderStatus } from '../api/orders.js';
import type { PurchaseApi as Purchase } from './purchase/purchaseApi.js';
import { isAbort } from './serviceMessages.js';
import { strings } from './strings.js';

export interface AnnouncerDeps {
  purchase: ReadonlySignal<Purchase | null>;
  /** The order's status as the store has it (read after the store took a state). */
  status(): OrderStatus;
  report(error: NftCheckoutError): void;
  disposed(): boolean;
}

/**
 * What the first screen says: the live region's text, each new order status announced once, and
 * the failure that ends the checkout (shown, announced, reported, the purchase halted).
 */
export function createAnnouncer(deps: AnnouncerDeps) {
  const announcement = signal('');
  const fatal = signal<NftCheckoutError | null>(null);
  const announce = (text: string) => {
    announcement.value = text;
  };
  let announced: OrderStatus = 'Draft';

  return {
    announcement,
    fatal,
    announce,
    /** What the first screen does with each order state the store takes; then the purchase. */
    react(state: OrderState, result: ReduceResult): void {
      const current = deps.status();
      if (current !== announced) announce(strings.announcements[current] ?? '');
      announced = current;
      deps.purchase.peek()?.react(state, result);
    },
    fail(error: NftCheckoutError): void {
      if (deps.disposed() || isAbort(error)) return;
      fatal.value = error;
      deps.purchase.peek()?.halt();
      announce(
        error.code === 'EXPIRED' ? (strings.announcements.Expired ?? '') : strings.headings.error,
      );
      deps.report(error);
    },
  };
}
