// Work the buyer does not wait for (the locale's number formats, the named country list, the
// later parts of the checkout) runs in quiet time: when the browser is idle and nobody has
// pressed a key or a pointer for a moment, one piece per idle moment. A buyer who types at once never waits behind it; a buyer
// who stops for a moment does not notice it.

/** How long after a key or pointer press the buyer counts as still typing. */
export const QUIET_AFTER_INPUT_MS = 300;

const queue: (() => void)[] = [];
/** When the buyer last pressed a key or a pointer (undefined: not listening yet). */
let lastInput: number | undefined;
/** Cancels the wait for the next quiet moment, while one is scheduled. */
let cancelWait: (() => void) | undefined;

/** `run` in `ms`, or for 0 when the browser is idle (a task later where it cannot say: Safari). */
function wait(ms: number, run: () => void): () => void {
  if (ms <= 0 && typeof requestIdleCallback === 'function') {
    // The timeout bounds the wait on a page that is never idle (its animations).
    const id = requestIdleCallback(run, { timeout: 1_000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, Math.max(ms, 0));
  return () => clearTimeout(timer);
}

const sinceInput = () => performance.now() - (lastInput ?? Number.NEGATIVE_INFINITY);

function pump(): void {
  if (cancelWait || !queue.length) return;
  cancelWait = wait(QUIET_AFTER_INPUT_MS - sinceInput(), () => {
    cancelWait = undefined;
    // One turn per idle moment, none while the buyer types: the next waits for its own.
    if (sinceInput() >= QUIET_AFTER_INPUT_MS) queue.shift()?.();
    pump();
  });
}

/**
 * Resolves at the next quiet moment, one caller per idle moment, in the order asked. Once
 * `signal` aborts (the checkout was removed) it never resolves, and leaves no timer behind.
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
      cancelWait?.();
      cancelWait = undefined;
    });
    pump();
  });
}
