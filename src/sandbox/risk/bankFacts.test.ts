import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isBalanceBelowAmount,
  isBalanceInOtherCurrency,
  isRoutingNumberValid,
} from './bankFacts.js';
import { bank } from './testSubjects.js';

/** Completes 8 digits with the ABA check digit. */
function withCheckDigit(eight: string): string {
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...eight].reduce((total, d, i) => total + Number(d) * (w[i] ?? 0), 0);
  return `${eight}${(10 - (sum % 10)) % 10}`;
}

describe('isRoutingNumberValid', () => {
  it('accepts real routing numbers and refuses other shapes', () => {
    for (const n of ['011401533', '021000021', '110000000', '011000015']) {
      expect(isRoutingNumberValid(n)).toBe(true);
    }
    for (const n of ['011401534', '12345678', '0114015330', '01140153a', '']) {
      expect(isRoutingNumberValid(n)).toBe(false);
    }
  });

  it('accepts exactly one check digit for any 8 leading digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.integer({ min: 1, max: 9 }), (eight, shift) => {
        const valid = withCheckDigit(eight);
        expect(isRoutingNumberValid(valid)).toBe(true);
        const wrong = `${eight}${(Number(valid[8]) + shift) % 10}`;
        expect(isRoutingNumberValid(wrong)).toBe(false);
      }),
    );
  });
});

describe('balance facts', () => {
  it('compares the balance in minor units with the amount in major units', () => {
    const b = bank(); // 100,000 cents = 1,000.00
    expect(isBalanceBelowAmount({ amount: 1000, bank: b })).toBe(false);
    expect(isBalanceBelowAmount({ amount: 1000.01, bank: b })).toBe(true);
    expect(isBalanceBelowAmount({ amount: 1000.01 })).toBe(false);
    expect(isBalanceBelowAmount({ bank: b })).toBe(false);
  });

  it('compares currencies without regard to case', () => {
    expect(isBalanceInOtherCurrency({ currencyCode: 'usd', bank: bank() })).toBe(false);
    expect(isBalanceInOtherCurrency({ currencyCode: 'EUR', bank: bank() })).toBe(true);
    expect(isBalanceInOtherCurrency({ bank: bank() })).toBe(false);
  });
});
