import { expect, it } from 'vitest';
import { caretAfterDigits, digitsOf } from './digits.js';

it('puts the caret after the same number of digits', () => {
  expect(caretAfterDigits('4659 1055', 4)).toBe(4);
  expect(caretAfterDigits('4659 1055', 5)).toBe(6);
  expect(caretAfterDigits('4659 1055', 0)).toBe(0);
  expect(caretAfterDigits('4659', 9)).toBe(4);
});

it('keeps the digits only', () => {
  expect(digitsOf('12 / 3a4-5')).toBe('12345');
});
