import { ERROR_CODES, type ErrorCode } from '../api/errors.js';

/** A frame's request to the service: the token, or what went wrong (never what was sent). */
export type ServiceResult<T> =
  | { ok: true; token: T }
  | {
      ok: false;
      code: ErrorCode;
      message: string;
      /** The service's message for the field the frame holds, when a 400 named it. */
      fieldMessage?: string;
      /** Which field that is, in a frame that holds several (the document frame's sides). */
      field?: string;
    };

/** What the buyer reads when a request fails before the service gave a message of its own. */
export interface ServiceStrings {
  status(status: number): string;
  unexpected: string;
  timeout: string;
  network: string;
}

export interface ServiceRequest<T> {
  /** The service endpoint, same origin as the frame. */
  url: string;
  clientToken: string;
  /** Sent as JSON; a Blob (an image) is sent as it is, with its own type. */
  body: unknown;
  /** POST unless said (the document frame PUTs its images). */
  method?: 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Blanked out of any message the service sends back, in case it echoes them. */
  secrets: string[];
  /** The token fields of a success body, or undefined when it lacks them. */
  read: (json: unknown) => T | undefined;
  /** The request field whose 400 issue is shown on the frame's field. */
  field?: string;
  strings: ServiceStrings;
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_FAILED',
  410: 'EXPIRED',
  429: 'RATE_LIMITED',
};

export function member(json: unknown, key: string): unknown {
  return typeof json === 'object' && json !== null
    ? (json as Record<string, unknown>)[key]
    : undefined;
}

/** Very short values would blank out ordinary words; a number or a token is never that short. */
const redact = (message: string, secrets: string[]) =>
  secrets.reduce((out, s) => (s.length >= 8 ? out.split(s).join('****') : out), message);

export const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The message of the body's first issue on `field`, if any. */
function issueOn(json: unknown, field: string | undefined): string | undefined {
  const issues = member(json, 'issues');
  if (!field || !Array.isArray(issues)) return undefined;
  return text(
    member(
      issues.find((issue) => member(issue, 'path') === field),
      'message',
    ),
  );
}

/**
 * Sends `body` to the service with the client token and turns the answer into a result for the
 * host. Never throws. Service messages are passed on with the secrets blanked out.
 */
export async function requestToken<T>(request: ServiceRequest<T>): Promise<ServiceResult<T>> {
  const { strings, secrets, body } = request;
  const blob = body instanceof Blob ? body : undefined;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? 15_000);
  try {
    const res = await (request.fetch ?? fetch)(request.url, {
      method: request.method ?? 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${request.clientToken}`,
        'content-type': blob ? blob.type || 'application/octet-stream' : 'application/json',
        ...request.headers,
      },
      body: blob ?? JSON.stringify(body),
      signal: controller.signal,
      credentials: 'omit',
    });
    const json: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const bodyCode = member(json, 'code') as ErrorCode;
      const code = ERROR_CODES.includes(bodyCode)
        ? bodyCode
        : (STATUS_CODES[res.status] ?? (res.status >= 500 ? 'SERVER' : 'VALIDATION'));
      const message = redact(text(member(json, 'message')) ?? strings.status(res.status), secrets);
      const issue = res.status === 400 ? issueOn(json, request.field) : undefined;
      return issue
        ? { ok: false, code, message, fieldMessage: redact(issue, secrets) }
        : { ok: false, code, message };
    }
    const token = request.read(json);
    return token
      ? { ok: true, token }
      : { ok: false, code: 'INVALID_RESPONSE', message: strings.unexpected };
  } catch {
    return controller.signal.aborted
      ? { ok: false, code: 'TIMEOUT', message: strings.timeout }
      : { ok: false, code: 'NETWORK', message: strings.network };
  } finally {
    clearTimeout(timer);
  }
}
