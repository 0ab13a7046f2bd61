import type { OrderState } from '../api/checkout.js';
import { NftCheckoutError } from '../api/errors.js';
import type { ReduceResult, Refusal } from '../api/orderStatusMachine.js';
import type { DeliveryLog } from './deliveryLog.js';
import type { CheckoutEmitter } from './hostEmitter.js';
import { eventFromTransition } from './transitionEvents.js';

export interface OrderDeliveryDeps {
  emitter: CheckoutEmitter;
  log: DeliveryLog;
  /** A transition the lifecycle does not allow: reported, never applied. */
  onRefused(error: NftCheckoutError, refusal: Refusal): void;
}

/**
 * The end of the order feed: what the status machine applied becomes host events, each
 * reportable transition once, in sequence order, also across reloads (the delivery log).
 */
export function createOrderDelivery(deps: OrderDeliveryDeps) {
  return (state: OrderState, result: ReduceResult): void => {
    const orderId = state.order.id;
    for (const refusal of result.refused) {
      const message = `The service reported an order status change the lifecycle does not allow (${refusal.reason}); the checkout ignored it.`;
      deps.onRefused(new NftCheckoutError('INVALID_RESPONSE', message), refusal);
    }
    for (const transition of result.applied) {
      if (transition.to === 'Processing') deps.emitter.clearCurrent();
      const event = eventFromTransition(transition, state.order, state.attemptsLeft);
      if (!event || transition.sequence <= deps.log.lastDelivered(orderId)) continue;
      deps.log.markDelivered(orderId, transition.sequence);
      deps.emitter.emitEvent(event);
    }
  };
}
