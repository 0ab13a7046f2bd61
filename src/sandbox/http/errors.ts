import type { ServerResponse } from 'node:http';
import { type ErrorCode, type FieldIssue, NftCheckoutError } from '../../api/errors.js';

/** A refusal with its HTTP status: the one error class of the project, with a status set. */
export function httpError(
  status: number,
  code: ErrorCode,
  message: string,
  issues?: FieldIssue[],
): NftCheckoutError {
  return new NftCheckoutError(code, message, { status, issues });
}

export const badRequest = (message: string, issues?: FieldIssue[]) =>
  httpError(400, 'VALIDATION', message, issues);
export const notFound = (message: string) => httpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => httpError(409, 'CONFLICT', message);
export const forbidden = (message: string) => httpError(403, 'FORBIDDEN', message);

/** One field's problem as a 400 that names it. */
export function fieldError(path: string, message: string): NftCheckoutError {
  return badRequest(`Invalid request: ${path} ${message}.`, [{ path, message }]);
}

const waitText = (seconds: number) =>
  seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * 429 RATE_LIMITED with a Retry-After header in whole seconds. `message` says what was too
 * much; the answer adds when to try again.
 */
export function rateLimited(
  res: ServerResponse,
  message: string,
  retryAt: number,
  now: number,
): NftCheckoutError {
  const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
  res.setHeader('retry-after', String(seconds));
  const at = new Date(retryAt).toISOString();
  return httpError(429, 'RATE_LIMITED', `${message}: try again in ${waitText(seconds)} (${at}).`);
}
