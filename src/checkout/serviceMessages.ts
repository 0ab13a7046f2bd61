import { NftCheckoutError } from '../api/errors.js';
import { strings } from './strings.js';

/** What the buyer reads about a failed call: plain words, never a stack or a code. */
export function buyerMessage(error: unknown): string {
  if (!(error instanceof NftCheckoutError)) return strings.serviceErrors.generic!;
  return strings.serviceErrors[error.code] ?? error.message ?? strings.serviceErrors.generic!;
}

export function asCheckoutError(error: unknown): NftCheckoutError {
  return error instanceof NftCheckoutError
    ? error
    : new NftCheckoutError('NETWORK', 'The checkout failed unexpectedly.', { cause: error });
}

export function isAbort(error: unknown): boolean {
  return error instanceof NftCheckoutError && error.code === 'ABORTED';
}
