import type { CheckoutClientOptions } from '../api/sessionClient.js';
import type { CheckoutDeps } from './checkoutDeps.js';
import { loadChunk } from './chunks/loadChunk.js';
import type { CheckoutOptions } from './options.js';

/** No call may keep the buyer waiting longer than this, retries included. */
export const CALL_DEADLINE_MS = 15_000;

/** The checkout client's settings: the first screen reads the session, the purchase the rest. */
export function clientSettings(
  options: CheckoutOptions,
  deps: CheckoutDeps,
): CheckoutClientOptions {
  return {
    baseUrl: options.baseUrl,
    clientToken: options.clientToken,
    fetch: deps.fetch,
    retry: deps.retry,
    timeoutMs: deps.timeoutMs,
    deadlineMs: deps.deadlineMs ?? CALL_DEADLINE_MS,
    // The schemas (and zod) are a chunk, loaded alongside the session request; it cannot
    // arrive before mount() has drawn the first screen, which happens in the same task.
    loadSchemas: () => loadChunk('checkout schemas', () => import('../api/checkoutSchemas.js')),
  };
}
