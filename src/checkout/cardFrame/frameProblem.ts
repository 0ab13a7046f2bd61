import { action, batch, type Signal, signal } from '@preact/signals';
import type { NftCheckoutError } from '../../api/errors.js';

/**
 * Why a service frame (card, tax id) cannot be used now: its configuration, or it did not load.
 * The host hears of each kind of problem once per checkout; the buyer's message (in `error`)
 * goes once the problem does.
 */
export function createFrameProblem(
  error: Signal<string | null>,
  report: (error: NftCheckoutError) => void,
) {
  const problem = signal<NftCheckoutError | null>(null);
  const reported = new Set<string>();
  return {
    problem,
    set: action((next: NftCheckoutError | null) => {
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
