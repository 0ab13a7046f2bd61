// Test-only: the NftCheckoutError a call rejects with or throws (and a failed test if it does not).
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

/** The NftCheckoutError `run` throws at once (a failed test if it throws nothing, or another). */
export function thrown(run: () => unknown): NftCheckoutError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(NftCheckoutError);
    return error as NftCheckoutError;
  }
  throw new Error('expected an NftCheckoutError to be thrown');
}
