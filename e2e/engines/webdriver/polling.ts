/** How often a WebKit wait looks again, as Playwright's own waits do. */
export const POLL_MS = 100;
export const ACTION_TIMEOUT_MS = 15_000;

export const nextPoll = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/** Tries `attempt` until it answers something, or the time is up (the last failure is named). */
export async function retry<T>(
  what: string,
  timeout: number,
  attempt: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last = '';
  for (;;) {
    try {
      const result = await attempt();
      if (result !== undefined) return result;
    } catch (error) {
      // The window went away (a click that closes it): said as Playwright says it, not retried.
      if (/^no such window/.test((error as Error).message)) {
        throw new Error(`${what}: Target page, context or browser has been closed`);
      }
      last = (error as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`${what}: timed out after ${timeout} ms. ${last}`);
    await nextPoll();
  }
}
