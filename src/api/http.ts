import type { z } from 'zod/mini';
import { NftCheckoutError } from './errors.js';
import { aborted, errorFromResponse, schemaLoadError, secretsOf } from './httpErrors.js';
import { backoffDelay, type RetryPolicy, retryPolicy, sleep } from './retry.js';
import { uuidV4 } from './uuid.js';

// sessionClient.ts takes it from here with send().
export { schemaLoadError } from './httpErrors.js';
export type { RetryPolicy };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpOptions {
  baseUrl: string;
  fetch?: Fetch | undefined;
  /** Per-attempt timeout in ms (default 10 000). */
  timeoutMs?: number | undefined;
  /**
   * Longest time one call may take in ms, every attempt and backoff included (default: no limit
   * beyond the attempts' own timeouts). A later attempt gets only the time left.
   */
  deadlineMs?: number | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  /** Value of the Authorization header. Never logged, never put in an error. */
  authorization?: (() => string | undefined) | undefined;
  /** Further values to blank out of any text a service echoes into an error (e.g. a secret). */
  secrets?: (() => readonly string[]) | undefined;
}

/**
 * A schema, or a function that loads one: a client whose schemas live in a module imported on
 * demand (the widget's) starts that import with the request, and parses once both are in.
 */
export type SchemaSource<T> = z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);

export interface RequestSpec<T> {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined> | undefined;
  body?: unknown;
  headers?: Record<string, string> | undefined;
  /** The answer's schema, or a loader of it (fetched alongside the request, see SchemaSource). */
  response: SchemaSource<T>;
  /** Reads the headers of a successful answer (a page's next cursor, say). */
  onHeaders?: ((headers: Headers) => void) | undefined;
  /** POSTs are retried only when they carry an idempotency key. */
  idempotent?: boolean | undefined;
  signal?: AbortSignal | undefined;
  requestId?: string | undefined;
  /**
   * Runs before the answer is parsed, with its schema and JSON: the session's spreads the first
   * parse of a large schema over many short tasks (warmUp.ts), while the buyer may be typing.
   */
  beforeParse?: ((schema: object, json: unknown) => Promise<void>) | undefined;
}

export function newRequestId(): string {
  return uuidV4();
}

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: RequestSpec<unknown>['query'],
): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** The least time left before a deadline for which another attempt is worth starting. */
const MIN_ATTEMPT_MS = 20;

/** Sends one request with timeout, abort, retries and response validation. */
export async function send<T>(options: HttpOptions, spec: RequestSpec<T>): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const policy = retryPolicy(options.retry);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { deadlineMs } = options;
  const endsAt =
    typeof deadlineMs === 'number' && deadlineMs > 0 ? performance.now() + deadlineMs : Infinity;
  const requestId = spec.requestId ?? newRequestId();
  const url = buildUrl(options.baseUrl, spec.path, spec.query);
  const retryable = spec.method !== 'POST' || spec.idempotent === true;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-request-id': requestId,
    ...spec.headers,
  };
  const authorization = options.authorization?.();
  if (authorization) headers.authorization = authorization;
  const secrets = secretsOf(authorization, options.secrets?.() ?? []);
  if (spec.body !== undefined) headers['content-type'] = 'application/json';
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const schema = schemaOf(spec.response, requestId);
  // Settled on its own, so a loader that fails while the request is retried is never unhandled.
  schema.catch(() => undefined);

  const pastDeadline = (cause: unknown) =>
    new NftCheckoutError(
      'TIMEOUT',
      `No answer from ${spec.method} ${spec.path} within its ${deadlineMs} ms deadline, retries included. Check the service is reachable, or raise deadlineMs.`,
      { requestId, cause },
    );

  for (let attempt = 0; ; attempt++) {
    if (spec.signal?.aborted) throw aborted(requestId, spec.signal.reason);
    const left = endsAt - performance.now();
    const cutByDeadline = left < timeoutMs;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), Math.max(0, Math.min(timeoutMs, left)));
    const signal = spec.signal ? AbortSignal.any([spec.signal, timeout.signal]) : timeout.signal;
    let failure: NftCheckoutError;
    try {
      const res = await doFetch(url, { method: spec.method, headers, body, signal });
      if (res.ok) {
        const parsed = await parseBody(res, await schema, requestId, spec.beforeParse);
        spec.onHeaders?.(res.headers);
        return parsed;
      }
      failure = await errorFromResponse(res, requestId, secrets);
      if (!(res.status >= 500 && retryable)) throw failure;
    } catch (error) {
      if (error instanceof NftCheckoutError) {
        if (error.code !== 'SERVER') throw error;
        failure = error;
      } else if (spec.signal?.aborted) {
        throw aborted(requestId, error);
      } else if (timeout.signal.aborted) {
        failure = cutByDeadline
          ? pastDeadline(error)
          : new NftCheckoutError(
              'TIMEOUT',
              `No answer from ${spec.method} ${spec.path} within ${timeoutMs} ms. Check the service is reachable, or raise timeoutMs.`,
              { requestId, cause: error },
            );
      } else {
        failure = new NftCheckoutError(
          'NETWORK',
          `Could not reach the service for ${spec.method} ${spec.path}. Check baseUrl and the network.`,
          { requestId, cause: error },
        );
      }
      if (!retryable) throw failure;
    } finally {
      clearTimeout(timer);
    }
    if (attempt >= policy.retries) throw failure;
    const delay = backoffDelay(attempt, policy);
    // A retry that could not run for a useful time before the deadline would only delay the
    // same answer (timers may also fire a little early, leaving a sliver of time).
    // An attempt's own timeout that left no time for the next is the deadline's, and says so.
    if (performance.now() + delay + MIN_ATTEMPT_MS >= endsAt) {
      throw failure.code === 'TIMEOUT' ? pastDeadline(failure.cause) : failure;
    }
    await sleep(delay, spec.signal).catch((reason) => {
      throw aborted(requestId, reason);
    });
  }
}

/** The schema of a spec, loading it if it is a loader; a loader's failure is a NETWORK error. */
function schemaOf<T>(source: SchemaSource<T>, requestId: string): Promise<z.ZodMiniType<T>> {
  if (typeof source !== 'function') return Promise.resolve(source);
  return source().catch((cause: unknown) => {
    throw schemaLoadError(cause, requestId);
  });
}

async function parseBody<T>(
  res: Response,
  schema: z.ZodMiniType<T>,
  requestId: string,
  beforeParse: RequestSpec<T>['beforeParse'],
) {
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    throw new NftCheckoutError('INVALID_RESPONSE', 'The service answered with invalid JSON.', {
      status: res.status,
      requestId,
      cause,
    });
  }
  await beforeParse?.(schema, json);
  // reportInput lets the issues tell a missing field from a wrong type; inputs stay internal.
  const result = schema.safeParse(json, { reportInput: true });
  if (result.success) return result.data;
  // The issue wording is imported on this rare path, so a first screen carries none of it.
  const { summarizeIssues, toFieldIssues } = await import('./issues.js');
  const issues = toFieldIssues(result.error.issues);
  throw new NftCheckoutError(
    'INVALID_RESPONSE',
    `The service's answer does not match the interface: ${summarizeIssues(issues)}. Check that baseUrl points at an nft-checkout service of a compatible version.`,
    { status: res.status, requestId, issues },
  );
}
