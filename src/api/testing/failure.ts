// Test-only: the NftCheckoutError a call rejects with (and a failed test if it does not).
import { expect } from 'vitest';
import { NftCheckoutError } from '../errors.js';

export async function failure(promise: Promise<unknown>): Promise<NftCheckoutError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NftCheckoutError);
  return error as NftCheckoutError;
}
