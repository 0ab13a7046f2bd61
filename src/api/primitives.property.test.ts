import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCode, phone, REQUEST_ID_PATTERN, requestId } from './primitives.js';
import { accepts } from './testing/schemaCheck.js';

const ID_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-'];
const idChar = fc.constantFrom(...ID_CHARS);
const digit = fc.constantFrom(...'0123456789');

describe('X-Request-Id pattern (alphanumeric and dash, 1 to 72)', () => {
  it('accepts every string of allowed characters up to 72 long', () => {
    fc.assert(
      fc.property(fc.string({ unit: idChar, minLength: 1, maxLength: 72 }), (id) => {
        expect(accepts(requestId(), id)).toBe(true);
      }),
    );
  });

  it('refuses every string of allowed characters longer than 72', () => {
    fc.assert(
      fc.property(fc.string({ unit: idChar, minLength: 73, maxLength: 300 }), (id) => {
        expect(accepts(requestId(), id)).toBe(false);
      }),
    );
  });

  it('refuses any string with one character outside the alphabet', () => {
    // Any code point but the alphabet's: ASCII's others often, the rest of Unicode too. (Filtering
    // a generated string instead rejected so many that 100 runs took seconds.)
    const asciiOthers = [...Array(128).keys()]
      .map((code) => String.fromCharCode(code))
      .filter((c) => !ID_CHARS.includes(c));
    const other = fc.oneof(
      fc.constantFrom(...asciiOthers),
      fc.integer({ min: 128, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: idChar, maxLength: 35 }),
        other,
        fc.string({ unit: idChar, maxLength: 35 }),
        (before, bad, after) => {
          expect(accepts(requestId(), before + bad + after)).toBe(false);
        },
      ),
    );
  });

  it('agrees with the exported pattern on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (s) => {
        expect(accepts(requestId(), s)).toBe(REQUEST_ID_PATTERN.test(s));
      }),
    );
  });
});

describe('phone with country code', () => {
  it('accepts + and 8 to 15 digits, the first not 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...'123456789'),
        fc.string({ unit: digit, minLength: 7, maxLength: 14 }),
        (first, rest) => {
          expect(accepts(phone(), `+${first}${rest}`)).toBe(true);
        },
      ),
    );
  });

  it('refuses fewer than 8 or more than 15 digits', () => {
    const digits = fc.oneof(
      fc.string({ unit: digit, minLength: 0, maxLength: 6 }),
      fc.string({ unit: digit, minLength: 15, maxLength: 30 }),
    );
    fc.assert(
      fc.property(digits, (rest) => {
        expect(accepts(phone(), `+1${rest}`)).toBe(false);
      }),
    );
  });
});

describe('2-letter country code', () => {
  it('accepts exactly two upper-case letters', () => {
    const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    fc.assert(
      fc.property(fc.string({ unit: upper, minLength: 2, maxLength: 2 }), (code) => {
        expect(accepts(countryCode(), code)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }).filter((s) => !/^[A-Z]{2}$/.test(s)),
        (code) => {
          expect(accepts(countryCode(), code)).toBe(false);
        },
      ),
    );
  });
});
