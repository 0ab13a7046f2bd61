// Work the buyer does not wait for (the locale's number formats, the named country list, the
// later parts of the checkout) runs in quiet time: once nobody has pressed a key or a pointer
// for a moment, one piece per task. A buyer who types at once never waits behind it; a buyer
// who stops for a moment does not notice it.

/** How long after a key or pointer press the buyer counts as still typing. */
export const QUIET_AFTER_INPUT_MS = 300;

const queue: (() => void)[] = [];
/** When the buyer last pressed a key or a pointer (undefined: not listening yet). */
let lastInput: number | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function pump(): void {
  if (timer !== undefined || !queue.length) return;
  const since = () => performance.now() - (lastInput ?? Number.NEGATIVE_INFINITY);
  // Never within the task that asked: each turn has a task of its own.
  timer = setTimeout(
    () => {
      timer = undefined;
      if (since() >= QUIET_AFTER_INPUT_MS) queue.shift()?.();
      pump();
    },
    Math.max(QUIET_AFTER_INPUT_MS - since(), 0),
  );
}

/**
 * Resolves at the next quiet moment, one caller per task, in the order asked. Once `signal`
 * aborts (the checkout was removed) it never resolves, and leaves no timer behind.
 */
export function quietTurn(signal: AbortSignal): Promise<void> {
  if (lastInput === undefined && typeof document !== 'undefined') {
    lastInput = Number.NEGATIVE_INFINITY;
    // Capture on the document: a press inside the checkout's shadow root or the page reaches it.
    for (const type of ['keydown', 'pointerdown', 'input']) {
      document.addEventListener(type, () => (lastInput = performance.now()), true);
    }
  }
  return new Promise<void>((resolve) => {
    if (signal.aborted) return;
    queue.push(resolve);
    signal.addEventListener('abort', () => {
      const at = queue.indexOf(resolve);
      if (at >= 0) queue.splice(at, 1);
      if (queue.length) return;
      clearTimeout(timer);
      timer = undefined;
    });
    pump();
  });
}
