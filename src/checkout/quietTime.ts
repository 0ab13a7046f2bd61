// Work the buyer does not wait for (the locale's number formats, the named country list, the
// later parts of the checkout) runs in quiet time: when the browser is idle and nobody has
// pressed a key or a pointer for a moment, one piece per task. A buyer who types at once never
// waits behind it; a buyer who stops for a moment does not notice it.

/** How long after a key or pointer press the buyer counts as still typing. */
export const QUIET_AFTER_INPUT_MS = 300;
/** The longest an idle callback may wait for the browser to be idle (a busy page's animations). */
const IDLE_TIMEOUT_MS = 1_000;

const queue: (() => void)[] = [];
let lastInput = Number.NEGATIVE_INFINITY;
/** Cancels the wait for the next quiet moment, when one is scheduled. */
let cancelWait: (() => void) | undefined;
let listening = false;

function noteInput(): void {
  lastInput = performance.now();
}

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // Capture on the document: a press inside the checkout's shadow root or the page reaches it.
  for (const type of ['keydown', 'pointerdown', 'input'] as const) {
    document.addEventListener(type, noteInput, { capture: true, passive: true });
  }
}

/** Calls `run` when the browser is idle (Safari has no idle callback: a task later). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

function after(ms: number, run: () => void): () => void {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
}

function pump(): void {
  if (cancelWait || queue.length === 0) return;
  cancelWait = whenIdle(() => {
    cancelWait = undefined;
    const since = performance.now() - lastInput;
    if (since < QUIET_AFTER_INPUT_MS) {
      cancelWait = after(QUIET_AFTER_INPUT_MS - since, () => {
        cancelWait = undefined;
        pump();
      });
      return;
    }
    // One turn per task: the next waits for its own idle moment.
    queue.shift()?.();
    pump();
  });
}

/**
 * Resolves at the next quiet moment, one caller per task, in the order asked. Once `signal`
 * aborts (the checkout was removed) it never resolves, and leaves no timer behind.
 */
export function quietTurn(signal?: AbortSignal): Promise<void> {
  listen();
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return;
    queue.push(resolve);
    signal?.addEventListener('abort', () => {
      const at = queue.indexOf(resolve);
      if (at >= 0) queue.splice(at, 1);
      if (queue.length === 0) {
        cancelWait?.();
        cancelWait = undefined;
      }
    });
    pump();
  });
}

/** Runs `work` at the next quiet moment (see quietTurn) and resolves with its result. */
export async function inQuietTime<T>(work: () => T, signal?: AbortSignal): Promise<T> {
  await quietTurn(signal);
  return work();
}
