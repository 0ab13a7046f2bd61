import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientTokenRequestSchema,
  MAX_EXPIRES_IN,
  nftSchema,
  TAX_REGION_PATTERN,
  taxRatesSchema,
} from './clientTokens.js';
import { accepts } from './testing/schemaCheck.js';

const nft = { name: 'n', imageUrl: 'https://example.com/n.png' };
const withExpiry = (expiresIn: number) => ({ nft, expiresIn });
const finite = { noNaN: true, noDefaultInfinity: true } as const;

describe('expiresIn: 1 to 3600 seconds', () => {
  it('accepts every value in range, whole or fractional', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 1, max: MAX_EXPIRES_IN }),
          fc.double({ min: 1, max: MAX_EXPIRES_IN, ...finite }),
        ),
        (s) => {
          expect(accepts(clientTokenRequestSchema, withExpiry(s))).toBe(true);
        },
      ),
    );
  });

  it('refuses every value above 3600 or below 1', () => {
    const outside = fc.oneof(
      fc.double({ min: MAX_EXPIRES_IN, minExcluded: true, ...finite }),
      fc.double({ max: 1, maxExcluded: true, ...finite }),
      fc.integer({ min: MAX_EXPIRES_IN + 1 }),
      fc.integer({ max: 0 }),
    );
    fc.assert(
      fc.property(outside, (s) => {
        expect(accepts(clientTokenRequestSchema, withExpiry(s))).toBe(false);
      }),
    );
  });
});

describe('nft.price: at least 0', () => {
  it('accepts every finite price from 0 up', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, ...finite }), (price) => {
        expect(accepts(nftSchema, { ...nft, price })).toBe(true);
      }),
    );
  });

  it('refuses every negative price', () => {
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, ...finite }), (price) => {
        expect(accepts(nftSchema, { ...nft, price })).toBe(false);
      }),
    );
  });
});

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const country = fc.string({ unit: upper, minLength: 2, maxLength: 2 });
const region = fc
  .tuple(country, fc.option(fc.string({ unit: alnum, minLength: 1, maxLength: 3 })))
  .map(([c, s]) => (s === null ? c : `${c}-${s}`));

describe('taxRates: ISO 3166-2 keys, 0-100 percentages', () => {
  it('accepts every country or subdivision key', () => {
    fc.assert(
      fc.property(region, (key) => {
        expect(accepts(taxRatesSchema, { [key]: 5 })).toBe(true);
      }),
    );
  });

  it('refuses every key outside the pattern', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }).filter((k) => !TAX_REGION_PATTERN.test(k)),
        (key) => {
          // fromEntries makes an own property even of `__proto__`, as JSON.parse does.
          expect(accepts(taxRatesSchema, Object.fromEntries([[key, 5]]))).toBe(false);
        },
      ),
    );
  });

  it('accepts every percentage from 0 to 100, as a number or a numeric string', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, ...finite }),
        fc.integer({ min: 0, max: 10_000 }),
        (n, hundredths) => {
          const asString = (hundredths / 100).toFixed(2);
          const parsed = taxRatesSchema.parse({ US: n, 'US-CA': asString });
          expect(parsed).toEqual({ US: n, 'US-CA': Number(asString) });
        },
      ),
    );
  });

  it('refuses every percentage outside 0 to 100', () => {
    const outside = fc.oneof(
      fc.double({ min: 100, minExcluded: true, ...finite }),
      fc.double({ max: -Number.MIN_VALUE, ...finite }),
    );
    fc.assert(
      fc.property(outside, fc.boolean(), (n, asString) => {
        const value = asString ? String(n) : n;
        expect(accepts(taxRatesSchema, { US: value })).toBe(false);
      }),
    );
  });
});
