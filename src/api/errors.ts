/**
 * The one error class of nft-checkout. Every failure a merchant or a buyer can meet surfaces as
 * an `NftCheckoutError` with a code from a closed set, so callers can branch on `code` and show
 * `message`, which always says what to do about it.
 */
export const ERROR_CODES = [
  /** Credentials or client token missing, wrong, or expired. */
  'UNAUTHORIZED',
  /** The token is valid but does not grant access to this resource (another order). */
  'FORBIDDEN',
  /** A request body, query, header or host option failed validation. */
  'VALIDATION',
  /** The resource does not exist (or is not visible to this merchant). */
  'NOT_FOUND',
  /** The request conflicts with the resource's state (e.g. paying an order that is not Draft). */
  'CONFLICT',
  /** The order or token has expired. */
  'EXPIRED',
  /** The request body is larger than the service accepts. */
  'PAYLOAD_TOO_LARGE',
  /** Too many requests. */
  'RATE_LIMITED',
  /** The network failed before a response arrived. */
  'NETWORK',
  /** No response within the configured timeout. */
  'TIMEOUT',
  /** The caller aborted the request through its AbortSignal. */
  'ABORTED',
  /** The service failed (5xx). */
  'SERVER',
  /** The service answered with a body that does not match the interface. */
  'INVALID_RESPONSE',
  /** The payment was refused (card declined, insufficient funds, bank link failed). */
  'PAYMENT_FAILED',
  /** The checkout was configured wrongly by the host page (bad mount target, bad options). */
  'CONFIGURATION',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldIssue {
  /** Dotted path of the failing field, e.g. `nft.price`; empty for the whole value. */
  path: string;
  message: string;
}

export interface NftCheckoutErrorInit {
  status?: number | undefined;
  requestId?: string | undefined;
  issues?: FieldIssue[] | undefined;
  cause?: unknown;
}

export class NftCheckoutError extends Error {
  override readonly name = 'NftCheckoutError';
  readonly code: ErrorCode;
  /** HTTP status when the error came from a response. */
  readonly status: number | undefined;
  /** The X-Request-Id sent with the failing request, for support. */
  readonly requestId: string | undefined;
  /** Field-level problems for VALIDATION and INVALID_RESPONSE. */
  readonly issues: FieldIssue[];

  constructor(code: ErrorCode, message: string, init: NftCheckoutErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.issues = init.issues ?? [];
  }

  toJSON(): { code: ErrorCode; message: string; status?: number; issues?: FieldIssue[] } {
    return {
      code: this.code,
      message: this.message,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.issues.length ? { issues: this.issues } : {}),
    };
  }
}

export function isNftCheckoutError(value: unknown): value is NftCheckoutError {
  return value instanceof NftCheckoutError;
}
