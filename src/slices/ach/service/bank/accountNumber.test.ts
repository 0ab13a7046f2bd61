import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK_CHAR, maskAccountNumber, sandboxAccountNumber } from './accountNumber.js';

describe('maskAccountNumber', () => {
  it('keeps only the last 4 characters, and the length', () => {
    expect(maskAccountNumber('000123456789')).toBe('********6789');
    expect(maskAccountNumber('1234')).toBe('1234');
    expect(maskAccountNumber('12')).toBe('12');
    expect(maskAccountNumber('')).toBe('');
  });

  it('never shows more than 4 characters of any number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), (n) => {
        const masked = maskAccountNumber(n);
        expect(masked).toHaveLength(n.length);
        expect(masked.slice(-4)).toBe(n.slice(-4));
        expect(masked.slice(0, -4).replaceAll(MASK_CHAR, '')).toBe('');
      }),
    );
  });
});

describe('sandboxAccountNumber', () => {
  it('gives 12 digits that depend only on the seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const n = sandboxAccountNumber(seed);
        expect(n).toMatch(/^\d{12}$/);
        expect(sandboxAccountNumber(seed)).toBe(n);
      }),
    );
    expect(sandboxAccountNumber('a')).not.toBe(sandboxAccountNumber('b'));
  });
});
