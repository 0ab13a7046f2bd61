import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { send } from './http.js';

const spec = { method: 'GET', path: '/x', response: z.object({}) } as const;

/** A fetch that never answers and notices its abort only `lateMs` after the call began. */
function lateAbortFetch(lateMs: number): typeof fetch {
  return (_url, init) =>
    new Promise((_, reject) => {
      const began = performance.now();
      init?.signal?.addEventListener('abort', () => {
        const wait = Math.max(0, began + lateMs - performance.now());
        setTimeout(() => reject(new DOMException('aborted', 'AbortError')), wait);
      });
    });
}

// A busy machine runs an attempt's timer late: the attempt's timeout is noticed when the
// deadline no longer leaves time for another. The answer is still the deadline's.
it("an attempt's timeout noticed past the time for a retry: TIMEOUT naming deadlineMs", async () => {
  const error = await send(
    {
      baseUrl: 'http://service.test',
      fetch: lateAbortFetch(295),
      timeoutMs: 250,
      deadlineMs: 300,
      retry: { retries: 5, baseDelayMs: 1, maxDelayMs: 1 },
    },
    spec,
  ).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'TIMEOUT' });
  expect((error as Error).message).toContain('within its 300 ms deadline');
  expect((error as Error).message).toContain('raise deadlineMs');
});
