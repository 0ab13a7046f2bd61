import { describe, expect, it } from 'vitest';
import { NftCheckoutError } from '../api/errors.js';
import { buyerMessage } from './serviceMessages.js';
import { strings } from './strings.js';

describe('buyerMessage', () => {
  it.each([
    'NETWORK',
    'TIMEOUT',
    'SERVER',
    'RATE_LIMITED',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'NOT_FOUND',
    'EXPIRED',
    'INVALID_RESPONSE',
  ] as const)('gives the catalog words for %s, not the technical message', (code) => {
    const message = buyerMessage(new NftCheckoutError(code, 'schema mismatch at order.id'));
    expect(message).toBe(strings.serviceErrors[code]);
  });

  it("passes on the service's own words for a refused payment or invalid field", () => {
    const refused = new NftCheckoutError('PAYMENT_FAILED', 'The card has expired.');
    expect(buyerMessage(refused)).toBe('The card has expired.');
  });

  it('says something generic about anything else', () => {
    expect(buyerMessage(new TypeError('x is undefined'))).toBe(strings.serviceErrors.generic);
  });
});
