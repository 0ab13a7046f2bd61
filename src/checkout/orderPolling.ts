export interface OrderPollerOptions {
  /** One read of the order; true when the service answered. */
  read(): Promise<boolean>;
  /** After each read that is still wanted: whether it answered. */
  onResult(ok: boolean): void;
  /** Wait after a read that answered. */
  intervalMs: number;
  /** Wait after `failures` reads in a row that did not answer. */
  backoff(failures: number): number;
}

/**
 * The polling fallback of the status tracker: one read at a time, the next one `intervalMs`
 * after an answer or after a growing backoff. A read still out when polling stops (or restarts)
 * schedules nothing.
 */
export function createOrderPoller(o: OrderPollerOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let run = 0;
  let failures = 0;
  let active = false;

  async function poll(id: number) {
    timer = undefined;
    const ok = await o.read();
    if (!active || id !== run) return;
    failures = ok ? 0 : failures + 1;
    o.onResult(ok);
    if (!active || id !== run) return;
    timer = setTimeout(() => void poll(id), ok ? o.intervalMs : o.backoff(failures));
  }

  function restart() {
    failures = 0;
    clearTimeout(timer);
    void poll(++run);
  }

  return {
    /** Reads now, then keeps polling; nothing if already polling. */
    start(): void {
      if (active) return;
      active = true;
      restart();
    },
    stop(): void {
      active = false;
      run++;
      clearTimeout(timer);
      timer = undefined;
    },
    /** Reads now instead of after the wait (the network may be back). */
    now(): void {
      if (active) restart();
    },
    get active(): boolean {
      return active;
    },
  };
}
