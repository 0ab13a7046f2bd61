import { action, computed, createModel, type ReadonlySignal, signal } from '@preact/signals';
import type { OrderState } from '../api/checkout.js';
import {
  initialMachineState,
  type MachineState,
  type ReduceResult,
  reduce,
} from '../api/orderStatusMachine.js';
import type { OrderStatus } from '../api/orders.js';

/** What the store hands on for each state it takes: the state, then the machine's verdict. */
export type OrderSink = (state: OrderState, result: ReduceResult) => void;

/**
 * How far the order has got: its latest transition, then how far its identity check has (whose
 * history only grows: the assessment adds the check, each capture its steps; it holds at most
 * 7). A state that comes later is never less far.
 */
function progress(state: OrderState): number {
  const sequence = state.transitions.reduce((max, t) => Math.max(max, t.sequence), 0);
  return sequence * 100 + (state.identity?.history.length ?? -1);
}

/**
 * The one order store: the service's latest `OrderState` in one signal, from every source (the
 * stream, the polls, the confirm, extension and identity assessment answers), each through the
 * same staleness check. `status` is derived by the pure status machine; what the machine applied
 * or refused goes on to `sink` (the delivery log and the host's callbacks). Nothing here calls
 * back to a source.
 */
export const OrderStore = createModel((sink: OrderSink) => {
  const state = signal<OrderState | null>(null);
  const machine = signal<MachineState>(initialMachineState());
  const status: ReadonlySignal<OrderStatus> = computed(() => machine.value.status);
  let top = -Infinity;

  return {
    state: state as ReadonlySignal<OrderState | null>,
    status,
    /**
     * Takes a state unless it is older than the one held (a poll overtaken by the confirm
     * answer, or by the identity assessment's) or belongs to another order; true when taken.
     * Older is by transition sequence, then by identity history.
     */
    offer: action((next: OrderState): boolean => {
      const held = state.peek();
      if (held && held.order.id !== next.order.id) return false;
      const reached = progress(next);
      if (reached < top) return false;
      top = reached;
      const result = reduce(machine.peek(), next.transitions);
      machine.value = result.state;
      state.value = next;
      sink(next, result);
      return true;
    }),
  };
});

export type OrderStore = InstanceType<typeof OrderStore>;

export function createOrderStore(sink: OrderSink): OrderStore {
  return new OrderStore(sink);
}
