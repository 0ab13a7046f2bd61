import type { OrderState, Transition } from '../api/checkout.js';
import { NftCheckoutError } from '../api/errors.js';
import type { OrderStatus } from '../api/orders.js';
import type { DeliveryLog } from './deliveryLog.js';
import { type CheckoutEmitter, eventFromTransition } from './events.js';
import {
  hasGap,
  initialMachineState,
  type MachineState,
  type Refusal,
  reduce,
} from './orderStatusMachine.js';

export interface OrderEventsDeps {
  emitter: CheckoutEmitter;
  log: DeliveryLog;
  /** A transition the lifecycle does not allow: reported, never applied. */
  onRefused(error: NftCheckoutError, refusal: Refusal): void;
}

export interface ApplyResult {
  status: OrderStatus;
  applied: Transition[];
  /** Transitions wait behind a missing one: fetch the history again to fill it. */
  gap: boolean;
}

/**
 * Turns every order update (stream, poll, confirm answer; in any order, any number of times)
 * into host events: each reportable transition once, in sequence order, also across reloads.
 */
export function createOrderEvents(deps: OrderEventsDeps) {
  let machine: MachineState = initialMachineState();
  let orderId: string | undefined;

  return {
    apply(state: OrderState): ApplyResult {
      orderId ??= state.order.id;
      if (state.order.id !== orderId) {
        return { status: machine.status, applied: [], gap: hasGap(machine) };
      }
      const result = reduce(machine, state.transitions);
      machine = result.state;
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
      return { status: machine.status, applied: result.applied, gap: hasGap(machine) };
    },
    status(): OrderStatus {
      return machine.status;
    },
  };
}

export type OrderEvents = ReturnType<typeof createOrderEvents>;
