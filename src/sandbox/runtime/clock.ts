/**
 * The sandbox's time. Real time by default; tests and demos can move it forward with `advance`
 * (to expire an order without waiting), and the lifecycle catches up at once.
 */
export interface SandboxClock {
  /** Epoch milliseconds. */
  now(): number;
  date(): Date;
  /** Moves time forward by `ms` and lets every order catch up. */
  advance(ms: number): void;
  /** Called after each advance; returns an unsubscribe function. */
  onAdvance(listener: () => void): () => void;
}

export function createClock(source: () => number = Date.now): SandboxClock {
  let offset = 0;
  const listeners = new Set<() => void>();
  const clock: SandboxClock = {
    now: () => source() + offset,
    date: () => new Date(clock.now()),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance needs a positive number');
      offset += ms;
      for (const listener of [...listeners]) listener();
    },
    onAdvance(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return clock;
}
