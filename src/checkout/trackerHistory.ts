// What the status tracker reads from an order state's history: its newest transition, and
// whether a transition since the last one delivered is missing from it.
import type { OrderState } from '../api/checkout.js';

/** The sequence of the state's newest transition (0 without any). */
export function topSequence(state: OrderState): number {
  return state.transitions.reduce((max, t) => Math.max(max, t.sequence), 0);
}

/** A sequence between the last one delivered and this state's newest is not in its history. */
export function missesHistory(state: OrderState, after: number): boolean {
  const top = topSequence(state);
  if (top <= after) return false;
  const present = new Set(state.transitions.map((t) => t.sequence));
  for (let sequence = Math.max(after, 0) + 1; sequence < top; sequence++) {
    if (!present.has(sequence)) return true;
  }
  return false;
}
