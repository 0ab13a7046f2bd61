import { lifecycleOf } from '../domain/orderView.js';
import { nextDueAt, settle } from '../lifecycle/settle.js';
import type { OrderRecord } from '../store/records.js';
import type { SandboxStore } from '../store/store.js';
import type { SandboxClock } from './clock.js';

export type OrderListener = (order: OrderRecord) => void;

/**
 * Moves orders along on their own: one timer per order for its next due step (or its expiry),
 * plus a lazy catch-up on every access, so a late or lost timer never leaves an order behind.
 * Listeners hear every change of an order's history (the event stream uses them).
 */
export interface LifecycleRunner {
  /** The order brought up to date, or undefined when it does not exist. */
  load(orderId: string): OrderRecord | undefined;
  /**
   * Changes an up-to-date order in one synchronous step. `change` may throw to refuse, and then
   * nothing is written. Returns the new record, or undefined when the order does not exist.
   */
  change(orderId: string, change: (order: OrderRecord) => OrderRecord): OrderRecord | undefined;
  /** Starts timing a newly stored order. */
  track(order: OrderRecord): void;
  subscribe(orderId: string, listener: OrderListener): () => void;
  /** Clears every timer; listeners stay until they unsubscribe. */
  close(): void;
}

/** Applies what is due at `now`; the same record when nothing was. */
export function settleRecord(order: OrderRecord, now: number): OrderRecord {
  const { state, applied } = settle(lifecycleOf(order), now);
  if (applied.length === 0 && state.pending.length === order.pending.length) return order;
  return {
    ...order,
    status: state.status,
    transitions: [...state.transitions],
    pending: [...state.pending],
  };
}

export function createLifecycleRunner(store: SandboxStore, clock: SandboxClock): LifecycleRunner {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Map<string, Set<OrderListener>>();
  let closed = false;

  const publish = (order: OrderRecord) => {
    for (const listener of [...(listeners.get(order.id) ?? [])]) listener(order);
  };

  const schedule = (order: OrderRecord) => {
    clearTimeout(timers.get(order.id));
    timers.delete(order.id);
    const due = nextDueAt(lifecycleOf(order));
    if (closed || due === undefined) return;
    // setTimeout's longest delay is about 24.8 days; a later due time is reached by re-arming.
    const delay = Math.min(Math.max(0, due - clock.now()), 2 ** 31 - 1);
    const timer = setTimeout(() => {
      timers.delete(order.id);
      runner.load(order.id);
    }, delay);
    timer.unref();
    timers.set(order.id, timer);
  };

  const runner: LifecycleRunner = {
    load(orderId) {
      // Reads are the hot path: an order with nothing due is returned as stored, with no write
      // and no re-armed timer (the one set when it last changed still stands).
      const order = store.orders.get(orderId);
      const due = order && nextDueAt(lifecycleOf(order));
      if (!order || (due !== undefined && due <= clock.now())) {
        return runner.change(orderId, (current) => current);
      }
      if (due !== undefined && !timers.has(orderId)) schedule(order);
      return order;
    },
    change(orderId, change) {
      let before = -1;
      const after = store.orders.update(orderId, (current) => {
        before = current.transitions.length;
        return change(settleRecord(current, clock.now()));
      });
      if (!after) {
        clearTimeout(timers.get(orderId));
        timers.delete(orderId);
        return undefined;
      }
      schedule(after);
      if (after.transitions.length !== before) publish(after);
      return after;
    },
    track: schedule,
    subscribe(orderId, listener) {
      const set = listeners.get(orderId) ?? new Set();
      set.add(listener);
      listeners.set(orderId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(orderId) === set) listeners.delete(orderId);
      };
    },
    close() {
      closed = true;
      stopClock();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };

  // After the clock jumps, every timed order catches up at once.
  const stopClock = clock.onAdvance(() => {
    for (const orderId of [...timers.keys()]) runner.load(orderId);
  });
  return runner;
}
