import type { Transition } from '../../api/checkout.js';
import { isPayable } from '../../api/lifecycle.js';
import type { OrderStatus } from '../../api/orders.js';
import type { Plan } from './planner.js';
import { applyTransition, type OrderHistory } from './transitions.js';

/** A planned step with the absolute time (epoch ms) it is due. */
export interface ScheduledTransition {
  dueAt: number;
  to: OrderStatus;
  reasonCode?: string | undefined;
  txHash?: string | undefined;
}

/** Everything the lifecycle needs to move an order on by itself. */
export interface LifecycleState extends OrderHistory {
  /** Steps still to happen, in time order. */
  pending: readonly ScheduledTransition[];
  /** Epoch ms after which an unpaid order expires. */
  expiresAt: number;
  /** Payment attempts still allowed (a Declined order with none left is final). */
  attemptsLeft: number;
}

export function scheduleTransitions(plan: Plan, startedAt: number): ScheduledTransition[] {
  return plan.planned.map((step) => ({
    dueAt: startedAt + step.afterMs,
    to: step.to,
    reasonCode: step.reasonCode,
    txHash: step.txHash,
  }));
}

/** Whether the order is waiting for a buyer (and so can expire). */
export function awaitsPayment(state: Pick<LifecycleState, 'status' | 'attemptsLeft'>): boolean {
  return isPayable(state);
}

/** When the order next changes by itself, or undefined if it never will. */
export function nextDueAt(state: LifecycleState): number | undefined {
  const step = state.pending[0];
  if (step) return step.dueAt;
  return awaitsPayment(state) ? state.expiresAt : undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Applies every step due at `now`, then expiry. Each transition is dated when it was due, not
 * when it was noticed, so a late timer or a lazy check gives the same history. A step the table
 * refuses drops the rest of the plan instead of corrupting the order.
 */
export function settle(
  state: LifecycleState,
  now: number,
): { state: LifecycleState; applied: Transition[] } {
  let history: OrderHistory = state;
  let pending = [...state.pending];
  const applied: Transition[] = [];
  while (pending[0] && pending[0].dueAt <= now) {
    const step = pending[0];
    const last = history.transitions.at(-1);
    const at = Math.max(step.dueAt, last ? Date.parse(last.at) : step.dueAt);
    const result = applyTransition(history, { ...step, at: iso(at) });
    if (!result.ok) {
      pending = [];
      break;
    }
    history = result.history;
    applied.push(result.transition);
    pending = pending.slice(1);
  }
  let next: LifecycleState = { ...state, ...history, pending };
  if (pending.length === 0 && awaitsPayment(next) && now >= state.expiresAt) {
    const last = history.transitions.at(-1);
    const at = Math.max(state.expiresAt, last ? Date.parse(last.at) : state.expiresAt);
    const result = applyTransition(history, { to: 'Expired', at: iso(at) });
    if (result.ok) {
      next = { ...next, ...result.history };
      applied.push(result.transition);
    }
  }
  return { state: next, applied };
}
