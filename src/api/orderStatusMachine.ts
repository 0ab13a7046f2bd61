import type { Transition } from './checkout.js';
import { canTransition } from './lifecycle.js';
import type { OrderStatus } from './orders.js';

export interface MachineState {
  status: OrderStatus;
  /** The sequence of the last transition taken (applied or refused); 0 before any. */
  sequence: number;
  /** Transitions that arrived ahead of a gap, waiting for the missing ones. */
  buffered: readonly Transition[];
}

export interface Refusal {
  transition: Transition;
  reason: string;
}

export interface ReduceResult {
  state: MachineState;
  /** Transitions applied by this call, in sequence order. */
  applied: Transition[];
  /** Transitions not in the table (or not from the current status): never applied. */
  refused: Refusal[];
}

/** Every order starts as Draft; its history may or may not record that as `null → Draft`. */
export function initialMachineState(): MachineState {
  return { status: 'Draft', sequence: 0, buffered: [] };
}

/** How far ahead of a gap transitions are kept; beyond that they wait for the next history. */
const MAX_BUFFERED = 64;

function refusalReason(status: OrderStatus, transition: Transition): string | undefined {
  if (transition.from === null) {
    return transition.to === 'Draft' && transition.sequence === 1
      ? undefined
      : `null -> ${transition.to} is only allowed as the first transition, to Draft`;
  }
  if (transition.from !== status) {
    return `the transition starts from ${transition.from} but the order is ${status}`;
  }
  if (!canTransition(status, transition.to)) {
    return `${status} -> ${transition.to} is not an allowed transition`;
  }
  return undefined;
}

/**
 * Applies transitions strictly by `sequence`: duplicates and already-taken sequences are
 * ignored, later ones wait in `buffered` until the gap before them is filled (every update
 * carries the whole history, so the next one fills it), and a transition the table does not
 * allow is refused: it takes up its sequence number but never changes the status.
 */
export function reduce(state: MachineState, transitions: readonly Transition[]): ReduceResult {
  const pending = new Map<number, Transition>();
  for (const transition of [...state.buffered, ...transitions]) {
    if (transition.sequence > state.sequence && !pending.has(transition.sequence)) {
      pending.set(transition.sequence, transition);
    }
  }
  let { status, sequence } = state;
  const applied: Transition[] = [];
  const refused: Refusal[] = [];
  for (let next = pending.get(sequence + 1); next; next = pending.get(sequence + 1)) {
    pending.delete(next.sequence);
    sequence = next.sequence;
    const reason = refusalReason(status, next);
    if (reason) {
      refused.push({ transition: next, reason });
    } else {
      status = next.to;
      applied.push(next);
    }
  }
  const buffered = [...pending.values()]
    .sort((a, b) => a.sequence - b.sequence)
    .slice(0, MAX_BUFFERED);
  return { state: { status, sequence, buffered }, applied, refused };
}

/** True when transitions wait behind a missing one. */
export function hasGap(state: MachineState): boolean {
  return state.buffered.length > 0;
}
