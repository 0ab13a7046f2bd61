import { action, batch, type Signal, signal } from '@preact/signals';
import type { NftCheckoutError } from '../../api/errors.js';

/**
 * A service frame (card, tax id, identity document) as the model behind it holds it: the handle
 * the frame's host gives (to ask it for a token), the frame's own failures said to the buyer in
 * `error`, and why it cannot be used now (its configuration, or it did not load). The host hears
 * of each kind of problem once per checkout; the buyer's message goes once the problem does.
 */
export function createFrameSlot<Handle>(
  error: Signal<string | null>,
  report: (error: NftCheckoutError) => void,
) {
  const problem = signal<NftCheckoutError | null>(null);
  const reported = new Set<string>();
  let handle: Handle | null = null;
  return {
    problem,
    /** The frame's handle while it is mounted, else null. */
    handle: () => handle,
    setHandle: action((next: Handle | null) => {
      handle = next;
    }),
    /** A failure inside the frame, shown to the buyer as it is worded. */
    reportError: action((failure: NftCheckoutError) => {
      error.value = failure.message;
    }),
    /** The frame cannot be used (null: it works again). */
    setProblem: action((next: NftCheckoutError | null) => {
      const before = problem.value;
      batch(() => {
        problem.value = next;
        if (!next && before && error.value === before.message) error.value = null;
      });
      if (next && !reported.has(next.code)) {
        reported.add(next.code);
        report(next);
      }
    }),
  };
}
