// How the status tracker reads a failed read of the order: as the checkout's error, and whether
// retrying can fix it.
import { type ErrorCode, NftCheckoutError } from '../api/errors.js';

/** Failures that retrying cannot fix (token refused, order gone): tracking stops on them. */
const PERMANENT: readonly ErrorCode[] = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'EXPIRED',
  'VALIDATION',
  'CONFIGURATION',
];

/** The error a failed read is: its own when it is the checkout's, else a NETWORK one. */
export function readFailure(error: unknown): NftCheckoutError {
  return error instanceof NftCheckoutError
    ? error
    : new NftCheckoutError('NETWORK', 'Could not read the order status.', { cause: error });
}

export function isPermanent(failure: NftCheckoutError): boolean {
  return PERMANENT.includes(failure.code);
}
