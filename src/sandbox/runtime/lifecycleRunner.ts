import { lifecycleOf } from '../domain/orderView.js';
import { partsFeedKey } from '../domain/stateParts.js';
import { nextDueAt, settle } from '../lifecycle/settle.js';
import type { OrderRecord } from '../store/records.js';
import type { SandboxStore } from '../store/store.js';
import type { SandboxClock } from './clock.js';
import { TIMED_PARTS } from './timedParts.js';

export type OrderListener = (order: OrderRecord) => void;

/**
 * Moves orders along on their own: one timer per order for its next due step (its expiry, or an
 * identity verdict), plus a lazy catch-up on every access, so a late or lost timer never leaves
 * an order behind. Listeners hear every change of an order's history or identity check (the
 * event stream uses them).
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
  /** Hears every order's changes, like `subscribe` (the webhooks use it). */
  subscribeAll(listener: OrderListener): () => void;
  /** Clears every timer; listeners stay until they unsubscribe. */
  close(): void;
}

/** Applies the automatic transitions due at `now`; the same record when nothing was. */
function settleSteps(order: OrderRecord, now: number): OrderRecord {
  const { state, applied } = settle(lifecycleOf(order), now);
  if (applied.length === 0 && state.pending.length === order.pending.length) return order;
  return {
    ...order,
    status: state.status,
    transitions: [...state.transitions],
    pending: [...state.pending],
  };
}

/**
 * Applies what is due at `now`: the slices' timed parts (`TIMED_PARTS`: an abandoned card
 * challenge, an identity verdict) around the automatic transitions, in the order they were due. The
 * same record when nothing was.
 */
export function settleRecord(record: OrderRecord, now: number): OrderRecord {
  const settleAll = TIMED_PARTS.reduceRight<(order: OrderRecord) => OrderRecord>(
    (next, part) => (order) => part.settle(order, now, next),
    (order) => settleSteps(order, now),
  );
  return settleAll(record);
}

/** When the order next changes by itself, or undefined if it never will. */
export function orderDueAt(order: OrderRecord): number | undefined {
  const due = [
    nextDueAt(lifecycleOf(order)),
    ...TIMED_PARTS.map((part) => part.dueAt(order)),
  ].filter((at) => at !== undefined);
  return due.length ? Math.min(...due) : undefined;
}

export function createLifecycleRunner(store: SandboxStore, clock: SandboxClock): LifecycleRunner {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Map<string, Set<OrderListener>>();
  const everyOrder = new Set<OrderListener>();
  let closed = false;

  const publish = (order: OrderRecord) => {
    for (const listener of [...(listeners.get(order.id) ?? [])]) listener(order);
    for (const listener of [...everyOrder]) listener(order);
  };

  const schedule = (order: OrderRecord) => {
    clearTimeout(timers.get(order.id));
    timers.delete(order.id);
    const due = orderDueAt(order);
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
      const due = order && orderDueAt(order);
      if (!order || (due !== undefined && due <= clock.now())) {
        return runner.change(orderId, (current) => current);
      }
      if (due !== undefined && !timers.has(orderId)) schedule(order);
      return order;
    },
    change(orderId, change) {
      let before = -1;
      let partsBefore = '';
      const after = store.orders.update(orderId, (current) => {
        before = current.transitions.length;
        partsBefore = partsFeedKey(current);
        return change(settleRecord(current, clock.now()));
      });
      if (!after) {
        clearTimeout(timers.get(orderId));
        timers.delete(orderId);
        return undefined;
      }
      schedule(after);
      if (after.transitions.length !== before || partsFeedKey(after) !== partsBefore) {
        publish(after);
      }
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
    subscribeAll(listener) {
      everyOrder.add(listener);
      return () => {
        everyOrder.delete(listener);
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
