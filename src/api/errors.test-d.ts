import { describe, expectTypeOf, it } from 'vitest';
import { type ErrorCode, type FieldIssue, NftCheckoutError } from './errors.js';

describe('NftCheckoutError', () => {
  it('code is the closed union of error codes', () => {
    expectTypeOf<NftCheckoutError['code']>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<ErrorCode>().toEqualTypeOf<
      | 'UNAUTHORIZED'
      | 'FORBIDDEN'
      | 'VALIDATION'
      | 'NOT_FOUND'
      | 'CONFLICT'
      | 'EXPIRED'
      | 'PAYLOAD_TOO_LARGE'
      | 'RATE_LIMITED'
      | 'NETWORK'
      | 'TIMEOUT'
      | 'ABORTED'
      | 'SERVER'
      | 'INVALID_RESPONSE'
      | 'PAYMENT_FAILED'
      | 'CONFIGURATION'
    >();
  });

  it('exposes status, requestId and issues read-only', () => {
    const error = new NftCheckoutError('NETWORK', 'down');
    expectTypeOf(error.status).toEqualTypeOf<number | undefined>();
    expectTypeOf(error.requestId).toEqualTypeOf<string | undefined>();
    expectTypeOf(error.issues).toEqualTypeOf<FieldIssue[]>();
    // @ts-expect-error code is read-only
    error.code = 'SERVER';
  });

  it('refuses codes outside the set', () => {
    // @ts-expect-error not an error code
    new NftCheckoutError('TEAPOT', 'x');
    const check = (e: NftCheckoutError) => {
      // @ts-expect-error the comparison can never be true
      return e.code === 'NOT_A_CODE';
    };
    void check;
  });
});
