import { describe, expect, it } from 'vitest';
import {
  cvcError,
  detectBrand,
  expiryError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  luhn,
  numberError,
  parseExpiry,
} from './card.js';

describe('luhn', () => {
  it('accepts the sandbox test cards and refuses a changed digit', () => {
    expect(luhn('4659105569051157')).toBe(true);
    expect(luhn('4010056200000018')).toBe(true);
    expect(luhn('378282246310005')).toBe(true);
    expect(luhn('4659105569051158')).toBe(false);
    expect(luhn('')).toBe(false);
  });
});

describe('detectBrand', () => {
  it.each([
    ['4659', 'visa'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['51', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', 'unknown'],
    ['2220', 'unknown'],
    ['6011', 'discover'],
    ['65', 'discover'],
    ['644', 'discover'],
    ['9', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (digits, brand) => {
    expect(detectBrand(digits)).toBe(brand);
  });
});

describe('formatting as typed', () => {
  it('groups card numbers in fours, American Express as 4-6-5', () => {
    expect(formatCardNumber('4659105569051157')).toBe('4659 1055 6905 1157');
    expect(formatCardNumber('4659 10')).toBe('4659 10');
    expect(formatCardNumber('4659')).toBe('4659');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('4a6-5')).toBe('465');
    expect(formatCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM / YY and pads a month that can only be 0x', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12345')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12 / ')).toBe('12');
  });

  it('keeps only 4 digits of a CVC', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});

describe('validation', () => {
  it('needs a complete number that passes the Luhn check', () => {
    expect(numberError('')).toBe('numberMissing');
    expect(numberError('4659 1055')).toBe('numberIncomplete');
    expect(numberError('4659 1055 6905 1158')).toBe('numberInvalid');
    expect(numberError('4659 1055 6905 1157')).toBe('');
  });

  it('needs an expiry month that is not over yet', () => {
    const now = new Date(2026, 10, 22); // November 2026
    expect(expiryError('', now)).toBe('expiryMissing');
    expect(expiryError('1', now)).toBe('expiryFormat');
    expect(expiryError('13 / 27', now)).toBe('expiryFormat');
    expect(expiryError('10 / 26', now)).toBe('expiryPast');
    expect(expiryError('11 / 26', now)).toBe('');
    expect(expiryError('01 / 27', now)).toBe('');
    expect(expiryError('01 / 99', now)).toBe('expiryTooFar');
  });

  it('reads month and four-digit year', () => {
    expect(parseExpiry('04 / 29')).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseExpiry('00 / 29')).toBeUndefined();
    expect(parseExpiry('04 / 2')).toBeUndefined();
  });

  it('needs a CVC of 3 or 4 digits', () => {
    expect(cvcError('')).toBe('cvcMissing');
    expect(cvcError('12')).toBe('cvcFormat');
    expect(cvcError('123')).toBe('');
    expect(cvcError('1234')).toBe('');
  });
});
