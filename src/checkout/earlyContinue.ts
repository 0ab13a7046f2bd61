import type { AnyStep } from './steps/descriptor.js';

/**
 * Continue pressed while the session is on its way (the first step shows early): it waits for
 * `arrived` (true once the session is in, false if it never will be) and then runs once. Further
 * presses join the same wait, and it is dropped if the buyer has left the step meanwhile. A
 * press queued per click would run again from whatever step the first run led to.
 */
export function createEarlyContinue(arrived: Promise<boolean>, current: () => AnyStep | undefined) {
  let waiting: Promise<void> | undefined;
  return (from: AnyStep, run: () => Promise<void>): Promise<void> =>
    (waiting ??= arrived.then((ok) => (ok && current() === from ? run() : undefined)));
}
