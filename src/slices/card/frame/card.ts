import { digitsOf } from '../../../frame/digits.js';
import type { FrameCatalog } from '../../../frame/locales/en.js';
import type { CardToken } from '../api/cardToken.js';

/*
 * Card rules of the frame, hand-written (no zod in the frame build). Each validator returns the
 * key of the message to show (`card.'<key>`), or '' when the value is fine.
 */

export type CardBrand = CardToken['brand'];

export type CardError = keyof FrameCatalog['card']['errors'] | '';

/** Brand from the leading digits (IIN ranges), enough to format and label the number. */
export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Brands are named alike in every language. */
export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: '',
};

const maxDigits = (brand: CardBrand) => (brand === 'amex' ? 15 : 19);

/** Groups as printed on the card: 4-6-5 for American Express, blocks of 4 otherwise. */
export function formatCardNumber(text: string): string {
  const brand = detectBrand(digitsOf(text));
  const digits = digitsOf(text).slice(0, maxDigits(brand));
  if (brand === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM / YY" as the buyer types: a first digit above 1 can only be a month 02-09. */
export function formatExpiry(text: string): string {
  let digits = digitsOf(text);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (text: string): string => digitsOf(text).slice(0, 4);

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function numberError(text: string): CardError {
  const digits = digitsOf(text);
  if (!digits) return 'numberMissing';
  if (digits.length < 12 || digits.length > 19) return 'numberIncomplete';
  return luhn(digits) ? '' : 'numberInvalid';
}

/** Month and four-digit year from "MM / YY", or undefined when it is not a date. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | undefined {
  const digits = digitsOf(text);
  if (digits.length !== 4) return undefined;
  const expMonth = Number(digits.slice(0, 2));
  return expMonth >= 1 && expMonth <= 12
    ? { expMonth, expYear: 2000 + Number(digits.slice(2)) }
    : undefined;
}

/** A card is valid through the last day of its expiry month. */
export function expiryError(text: string, now: Date = new Date()): CardError {
  if (!digitsOf(text)) return 'expiryMissing';
  const expiry = parseExpiry(text);
  if (!expiry) return 'expiryFormat';
  const current = now.getFullYear() * 12 + now.getMonth() + 1;
  if (expiry.expYear * 12 + expiry.expMonth < current) return 'expiryPast';
  return expiry.expYear - now.getFullYear() > 20 ? 'expiryTooFar' : '';
}

export function cvcError(text: string): CardError {
  const digits = digitsOf(text);
  if (!digits) return 'cvcMissing';
  return /^\d{3,4}$/.test(digits) ? '' : 'cvcFormat';
}
