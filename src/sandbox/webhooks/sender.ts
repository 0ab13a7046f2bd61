import type { Webhook } from 'standardwebhooks';
import { WEBHOOK_HEADERS } from '../../api/webhooks.js';

export const WEBHOOK_USER_AGENT = 'nft-checkout-sandbox';

/** What one attempt came to: never the body, never the secret. */
export interface AttemptResult {
  ok: boolean;
  /** The receiver's HTTP status; null when none came. */
  statusCode: number | null;
  /** Why it failed: `HTTP 503`, `redirect (HTTP 302), not followed`, `timeout`… */
  error?: string;
  durationMs: number;
}

/**
 * The Standard Webhooks headers of one attempt, signed by the package (HMAC-SHA256 over
 * `id.timestamp.body`) with `timestamp` in whole seconds.
 */
export function signedHeaders(
  signer: Webhook,
  eventId: string,
  body: string,
  at: Date,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    [WEBHOOK_HEADERS.id]: eventId,
    [WEBHOOK_HEADERS.timestamp]: String(Math.floor(at.getTime() / 1000)),
    [WEBHOOK_HEADERS.signature]: signer.sign(eventId, at, body),
  };
}

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
};

/** A failed fetch in a few words: its network code when it has one, never a message with data. */
function networkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  return (code && NETWORK_ERRORS[code]) ?? (code ? `network error (${code})` : 'network error');
}

/**
 * POSTs a signed event once. Only a 2xx counts; a redirect is not followed (it counts as a
 * failure, so a moved endpoint is noticed); no answer within `timeoutMs` is a `timeout`.
 * `signal` aborts it when the sandbox closes.
 */
export async function sendAttempt(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<AttemptResult> {
  const started = performance.now();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: controller.signal,
    });
    // The answer's body is not read: only the status counts.
    await res.body?.cancel().catch(() => undefined);
    const status = res.status;
    if (status >= 200 && status < 300) return { ok: true, statusCode: status, durationMs: took() };
    const error =
      status >= 300 && status < 400 ? `redirect (HTTP ${status}), not followed` : `HTTP ${status}`;
    return { ok: false, statusCode: status, error, durationMs: took() };
  } catch (error) {
    const why = timedOut ? 'timeout' : signal.aborted ? 'aborted' : networkError(error);
    return { ok: false, statusCode: null, error: why, durationMs: took() };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
