// Long work in the browser gives way between its pieces, so a key press the buyer makes meanwhile
// is handled within one piece's time (no task over 50 ms at 4× CPU is the widget's aim).

interface Yielding {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, after what the browser has waiting (input first):
 * `scheduler.yield()` where there is one (Chromium), else a message to a channel, which unlike
 * `setTimeout` is neither clamped nor held back by fake timers.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Yielding }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
