import type { z } from 'zod/mini';
import { type ErrorCode, NftCheckoutError } from './errors.js';
import { summarizeIssues, toFieldIssues } from './issues.js';
import { errorBodySchema } from './serviceErrors.js';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface RetryPolicy {
  /** Retries after the first attempt (default 3). */
  retries: number;
  /** First backoff delay in ms (default 200); doubles each retry. */
  baseDelayMs: number;
  /** Cap of one backoff delay in ms (default 2000). */
  maxDelayMs: number;
}

export interface HttpOptions {
  baseUrl: string;
  fetch?: Fetch | undefined;
  /** Per-attempt timeout in ms (default 10 000). */
  timeoutMs?: number | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  /** Value of the Authorization header. Never logged, never put in an error. */
  authorization?: (() => string | undefined) | undefined;
}

export interface RequestSpec<T> {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined> | undefined;
  body?: unknown;
  headers?: Record<string, string> | undefined;
  response: z.ZodMiniType<T>;
  /** POSTs are retried only when they carry an idempotency key. */
  idempotent?: boolean | undefined;
  signal?: AbortSignal | undefined;
  requestId?: string | undefined;
}

const DEFAULT_RETRY: RetryPolicy = { retries: 3, baseDelayMs: 200, maxDelayMs: 2000 };

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'EXPIRED',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
};

export function newRequestId(): string {
  return crypto.randomUUID();
}

/** Capped exponential backoff with full jitter. */
export function backoffDelay(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(random() * ceiling);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
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

function codeForStatus(status: number, bodyCode: string | undefined): ErrorCode {
  // The spec answers bad credentials with 400 { code: UNAUTHORIZED }: trust the body's code.
  if (bodyCode === 'UNAUTHORIZED' || bodyCode === 'EXPIRED' || bodyCode === 'FORBIDDEN') {
    return bodyCode;
  }
  if (bodyCode === 'PAYMENT_FAILED' || bodyCode === 'CONFLICT') return bodyCode;
  return STATUS_CODES[status] ?? (status >= 500 ? 'SERVER' : 'VALIDATION');
}

function buildUrl(baseUrl: string, path: string, query: RequestSpec<unknown>['query']): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.toString();
}

async function errorFromResponse(res: Response, requestId: string): Promise<NftCheckoutError> {
  const text = await res.text().catch(() => '');
  let parsed: ReturnType<typeof errorBodySchema.safeParse> | undefined;
  try {
    parsed = errorBodySchema.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  const body = parsed?.success ? parsed.data : undefined;
  const code = codeForStatus(res.status, body?.code);
  const message = body?.message ?? `The service answered ${res.status} ${res.statusText}.`.trim();
  return new NftCheckoutError(code, message, {
    status: res.status,
    requestId,
    issues: body?.issues,
  });
}

/** Sends one request with timeout, abort, retries and response validation. */
export async function send<T>(options: HttpOptions, spec: RequestSpec<T>): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? 10_000;
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
  if (spec.body !== undefined) headers['content-type'] = 'application/json';
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);

  for (let attempt = 0; ; attempt++) {
    if (spec.signal?.aborted) throw aborted(requestId, spec.signal.reason);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = spec.signal ? AbortSignal.any([spec.signal, timeout.signal]) : timeout.signal;
    let failure: NftCheckoutError;
    try {
      const res = await doFetch(url, { method: spec.method, headers, body, signal });
      if (res.ok) return await parseBody(res, spec.response, requestId);
      failure = await errorFromResponse(res, requestId);
      if (!(res.status >= 500 && retryable)) throw failure;
    } catch (error) {
      if (error instanceof NftCheckoutError) {
        if (error.code !== 'SERVER') throw error;
        failure = error;
      } else if (spec.signal?.aborted) {
        throw aborted(requestId, error);
      } else if (timeout.signal.aborted) {
        failure = new NftCheckoutError(
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
    await sleep(backoffDelay(attempt, policy), spec.signal).catch((reason) => {
      throw aborted(requestId, reason);
    });
  }
}

function aborted(requestId: string, cause: unknown): NftCheckoutError {
  return new NftCheckoutError('ABORTED', 'The request was aborted by the caller.', {
    requestId,
    cause,
  });
}

async function parseBody<T>(res: Response, schema: z.ZodMiniType<T>, requestId: string) {
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
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const issues = toFieldIssues(result.error.issues);
  throw new NftCheckoutError(
    'INVALID_RESPONSE',
    `The service's answer does not match the interface: ${summarizeIssues(issues)}. Check that baseUrl points at an nft-checkout service of a compatible version.`,
    { status: res.status, requestId, issues },
  );
}

/** Validates a value before it is sent, so a bad request never leaves the process. */
export function validateInput<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = toFieldIssues(result.error.issues);
  throw new NftCheckoutError('VALIDATION', `Invalid ${what}: ${summarizeIssues(issues)}.`, {
    issues,
  });
}
