import type { AnyStep } from './steps/descriptor.js';

/**
 * Continue pressed while the session is on its way (the first step shows early): `early` waits
 * until `sessionLoaded` is called (true once the session is in, false if it never will be) and
 * then runs once. Further presses join the same wait, and it is dropped if the buyer has left the
 * step meanwhile. A press queued per click would run again from whatever step the first run led
 * to.
 */
export function createEarlyContinue(current: () => AnyStep | undefined) {
  let sessionLoaded: (arrived: boolean) => void = () => undefined;
  const arrived = new Promise<boolean>((resolve) => {
    sessionLoaded = resolve;
  });
  let waiting: Promise<void> | undefined;
  return {
    sessionLoaded,
    early: (from: AnyStep, run: () => Promise<void>): Promise<void> =>
      (waiting ??= arrived.then((ok) => (ok && current() === from ? run() : undefined))),
  };
}
