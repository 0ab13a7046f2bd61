// Retry timing: which delay comes next, and a sleep the caller can abort.

export interface RetryPolicy {
  /** Retries after the first attempt (default 3). */
  retries: number;
  /** First backoff delay in ms (default 200); doubles each retry. */
  baseDelayMs: number;
  /** Cap of one backoff delay in ms (default 2000). */
  maxDelayMs: number;
}

const DEFAULT_RETRY: RetryPolicy = { retries: 3, baseDelayMs: 200, maxDelayMs: 2000 };

/** Defaults for every field the caller left out or gave as a non-finite or negative number. */
export function retryPolicy(partial: Partial<RetryPolicy> | undefined): RetryPolicy {
  const pick = (key: keyof RetryPolicy) => {
    const value = partial?.[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0
      ? value
      : DEFAULT_RETRY[key];
  };
  return {
    retries: Math.floor(pick('retries')),
    baseDelayMs: pick('baseDelayMs'),
    maxDelayMs: pick('maxDelayMs'),
  };
}

/** Capped exponential backoff with full jitter. */
export function backoffDelay(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(random() * ceiling);
}

export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
