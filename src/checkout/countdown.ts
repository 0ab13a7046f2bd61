export interface CountdownOptions {
  /** Epoch ms the time runs out. */
  endsAt: number;
  now: () => number;
  onTick(secondsLeft: number): void;
  onEnd(): void;
}

/** Seconds left to an instant, on one interval that clears itself at zero and on stop. */
export function startCountdown(options: CountdownOptions): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(interval);
    interval = undefined;
  };
  const tick = () => {
    const left = Math.max(0, Math.ceil((options.endsAt - options.now()) / 1000));
    options.onTick(left);
    if (left === 0) {
      stop();
      options.onEnd();
    }
  };
  tick();
  if (options.endsAt > options.now()) interval = setInterval(tick, 1000);
  return stop;
}
