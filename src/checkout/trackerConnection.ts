// Whether the order's updates are reaching the widget, as the status tracker tells it: up while
// a stream works or the last poll answered, down once the stream is down and polling fails too.

export function createTrackerConnection(onConnection: ((up: boolean) => void) | undefined) {
  /** The last stream attempt sent its first bytes and has not failed since. */
  let streamOk = true;
  /** The last poll answered; unknown (false) until the first one since polling started. */
  let pollOk = false;
  let connected = true;
  return {
    get streamOk(): boolean {
      return streamOk;
    },
    stream(ok: boolean): void {
      streamOk = ok;
    },
    poll(ok: boolean): void {
      pollOk = ok;
    },
    /** Tells `onConnection` a change; nothing once tracking has stopped. */
    report(stopped: boolean): void {
      const up = streamOk || pollOk;
      if (up === connected || stopped) return;
      connected = up;
      onConnection?.(up);
    },
    /** A new start: the stream is presumed to work. */
    restart(): void {
      streamOk = true;
      connected = true;
    },
  };
}
