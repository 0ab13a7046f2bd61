export interface CountdownOptions {
  /** Milliseconds left now, read from the service's clock on every tick. */
  msLeft(): number;
  /**
   * Times left (ms) at which a tick must come on time, e.g. the warnings. Each gets a one-shot
   * timer: background tabs throttle a long-running interval much harder than a single timeout.
   */
  marks?: readonly number[];
  onTick(msLeft: number): void;
  /** Whose visibility changes bring a tick at once (default: the global document, if any). */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Ticks every second, at each mark, at zero, and when the page is shown again. Every tick reads
 * the clock instead of counting ticks, so a late or skipped tick never skips a mark. Stops
 * itself after the tick at zero; the returned function stops it earlier.
 */
export function startCountdown(options: CountdownOptions): () => void {
  const doc = options.doc ?? globalThis.document;
  const timeouts: ReturnType<typeof setTimeout>[] = [];
  let interval: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const onVisibility = () => {
    if (doc?.visibilityState === 'visible') tick();
  };
  const stop = () => {
    stopped = true;
    clearInterval(interval);
    for (const timeout of timeouts.splice(0)) clearTimeout(timeout);
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
  function tick() {
    if (stopped) return;
    const left = Math.max(0, options.msLeft());
    if (left === 0) stop();
    options.onTick(left);
  }

  tick();
  if (stopped) return stop;
  interval = setInterval(tick, 1000);
  const left = options.msLeft();
  for (const mark of [...(options.marks ?? []), 0]) {
    if (left > mark) timeouts.push(setTimeout(tick, left - mark));
  }
  doc?.addEventListener('visibilitychange', onVisibility);
  return stop;
}
