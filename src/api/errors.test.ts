import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isNftCheckoutError, NftCheckoutError } from './errors.js';

describe('NftCheckoutError', () => {
  it('is an Error with a code from the closed set, status, request id and issues', () => {
    const cause = new Error('socket hang up');
    const error = new NftCheckoutError('VALIDATION', 'Invalid order event: type is required.', {
      status: 400,
      requestId: 'req-1',
      issues: [{ path: 'type', message: 'is required' }],
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NftCheckoutError');
    expect(error.code).toBe('VALIDATION');
    expect(error.status).toBe(400);
    expect(error.requestId).toBe('req-1');
    expect(error.issues).toEqual([{ path: 'type', message: 'is required' }]);
    expect(error.cause).toBe(cause);
    expect(isNftCheckoutError(error)).toBe(true);
  });

  it('defaults to no status, no request id, no issues and no cause', () => {
    const error = new NftCheckoutError('NETWORK', 'down');
    expect(error.status).toBeUndefined();
    expect(error.requestId).toBeUndefined();
    expect(error.issues).toEqual([]);
    expect('cause' in error).toBe(false);
  });

  it('serialises code, message, and status and issues only when present', () => {
    expect(new NftCheckoutError('NETWORK', 'down').toJSON()).toEqual({
      code: 'NETWORK',
      message: 'down',
    });
    const json = JSON.parse(
      JSON.stringify(
        new NftCheckoutError('VALIDATION', 'bad', {
          status: 400,
          issues: [{ path: 'a', message: 'b' }],
          cause: new Error('secret cause'),
        }),
      ),
    );
    expect(json).toEqual({
      code: 'VALIDATION',
      message: 'bad',
      status: 400,
      issues: [{ path: 'a', message: 'b' }],
    });
  });

  it('has a closed set of codes', () => {
    expect([...ERROR_CODES].sort()).toEqual(
      [
        'ABORTED',
        'CONFIGURATION',
        'CONFLICT',
        'EXPIRED',
        'FORBIDDEN',
        'INVALID_RESPONSE',
        'NETWORK',
        'NOT_FOUND',
        'PAYLOAD_TOO_LARGE',
        'PAYMENT_FAILED',
        'RATE_LIMITED',
        'SERVER',
        'TIMEOUT',
        'UNAUTHORIZED',
        'VALIDATION',
      ].sort(),
    );
  });

  it('isNftCheckoutError refuses other errors and look-alikes', () => {
    expect(isNftCheckoutError(new Error('x'))).toBe(false);
    expect(isNftCheckoutError({ name: 'NftCheckoutError', code: 'NETWORK', message: 'x' })).toBe(
      false,
    );
    expect(isNftCheckoutError(undefined)).toBe(false);
  });
});
