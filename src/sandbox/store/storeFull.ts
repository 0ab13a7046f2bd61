import { NftCheckoutError } from '../../api/errors.js';

/**
 * The refusal of a write that would exceed one of the store's bounds: 429 `RATE_LIMITED`, the
 * code the service uses for "too many". The message says which bound and how to make room.
 */
export function storeFull(message: string): NftCheckoutError {
  return new NftCheckoutError('RATE_LIMITED', message, { status: 429 });
}
