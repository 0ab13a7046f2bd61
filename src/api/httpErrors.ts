// How a failed request becomes the checkout's error: the code of an HTTP status and an error
// body, the body read member by member, credentials blanked out of what the service echoes, an
// abort by the caller, and a schema that could not be loaded.
import { type ErrorCode, NftCheckoutError } from './errors.js';
import type { ErrorBody } from './serviceErrors.js';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_FAILED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'EXPIRED',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
};

function codeForStatus(status: number, bodyCode: string | undefined): ErrorCode {
  // The spec answers bad credentials with 400 { code: UNAUTHORIZED }: trust the body's code.
  if (bodyCode === 'UNAUTHORIZED' || bodyCode === 'EXPIRED' || bodyCode === 'FORBIDDEN') {
    return bodyCode;
  }
  if (bodyCode === 'PAYMENT_FAILED' || bodyCode === 'CONFLICT') return bodyCode;
  return STATUS_CODES[status] ?? (status >= 500 ? 'SERVER' : 'VALIDATION');
}

/** The credential part of an Authorization value, plus the caller's own secrets. */
export function secretsOf(authorization: string | undefined, others: readonly string[]): string[] {
  const token = authorization?.replace(/^\S+\s+/, '');
  // Very short values would blank out ordinary words; credentials are never that short.
  return [token ?? '', ...others].filter((secret) => secret.length >= 4);
}

/** A service must never get a credential echoed through an error message. */
function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join('[redacted]'), text);
}

/**
 * The members of an error body (serviceErrors.ts's `errorBodySchema`: `{ code, message, issues? }`)
 * that have the right type, each on its own. Plain checks rather than the schema: an error can
 * reach the widget's first screen, which carries no zod (a test holds both to the same answers).
 */
export function readErrorBody(json: unknown): Partial<ErrorBody> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const body = json as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const issue = (value: unknown): value is { path: string; message: string } =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).path === 'string' &&
    typeof (value as Record<string, unknown>).message === 'string';
  const issues = body.issues;
  return {
    code: text(body.code),
    message: text(body.message),
    issues:
      Array.isArray(issues) && issues.every(issue)
        ? issues.map(({ path, message }) => ({ path, message }))
        : undefined,
  };
}

export async function errorFromResponse(
  res: Response,
  requestId: string,
  secrets: readonly string[],
): Promise<NftCheckoutError> {
  const text = await res.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  // Read each member on its own: a body with a code but no message still names the failure.
  const { code, message, issues } = readErrorBody(json);
  const fallback = `The service answered ${res.status} ${res.statusText}`.trim();
  return new NftCheckoutError(
    codeForStatus(res.status, code),
    redact(message || `${fallback}.`, secrets),
    {
      status: res.status,
      requestId,
      issues: issues?.map((i) => ({ path: i.path, message: redact(i.message, secrets) })),
    },
  );
}

/** What a failed import of a client's schemas becomes (a loader's own typed error stays). */
export function schemaLoadError(cause: unknown, requestId?: string): NftCheckoutError {
  if (cause instanceof NftCheckoutError) return cause;
  return new NftCheckoutError(
    'NETWORK',
    'Could not load the part of the checkout that reads the answer. Check the network and try again.',
    { requestId, cause },
  );
}

export function aborted(requestId: string, cause: unknown): NftCheckoutError {
  return new NftCheckoutError('ABORTED', 'The request was aborted by the caller.', {
    requestId,
    cause,
  });
}
