import type { StepDescriptor } from './steps/flow.js';

interface Waiting {
  from: StepDescriptor;
  run: () => Promise<void>;
  done: (outcome: Promise<void> | undefined) => void;
  promise: Promise<void>;
}

/**
 * Continue pressed while the session is on its way (the first step shows early). It waits for
 * the session and then runs once: further presses join the same wait, and it is dropped if the
 * buyer has left the step meanwhile or the session never comes. A press queued per click would
 * run again from whatever step the first run led to.
 */
export function createEarlyContinue(current: () => StepDescriptor | undefined) {
  let waiting: Waiting | undefined;
  return {
    /** Continue on `from` before the session: settles once `run` has run, or was dropped. */
    wait(from: StepDescriptor, run: () => Promise<void>): Promise<void> {
      if (!waiting) {
        let done: Waiting['done'] = () => undefined;
        const promise = new Promise<void>((resolve) => {
          done = resolve;
        });
        waiting = { from, run, done, promise };
      }
      return waiting.promise;
    },
    /** The session is in (`arrived`) or will not come: the waiting Continue runs or is dropped. */
    settle(arrived: boolean): void {
      const was = waiting;
      waiting = undefined;
      if (!was) return;
      // Apart from the load's own work: a check that throws fails this Continue, not the load.
      was.done(
        arrived
          ? Promise.resolve().then(() => (current() === was.from ? was.run() : undefined))
          : undefined,
      );
    },
  };
}
