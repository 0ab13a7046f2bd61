import { describe, expect, it } from 'vitest';
import {
  ageOn,
  type BuyerValues,
  postalCodeHint,
  toBuyer,
  validateBuyer,
  validateField,
  valuesFromPrefill,
} from './buyerForm.js';

const today = new Date('2026-11-22T12:00:00Z');
const valid: BuyerValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  emailAddress: 'ada@example.com',
  phone: '+1 991 234 5678',
  street1: '1 Main St',
  street2: '',
  city: 'San Francisco',
  regionCode: 'ca',
  postalCode: '94105',
  countryCode: 'US',
};

describe('buyer form', () => {
  it('accepts a complete buyer and builds the confirm body', () => {
    expect(validateBuyer(valid, today)).toEqual({});
    expect(toBuyer(valid)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-12-10',
      emailAddress: 'ada@example.com',
      phone: '+1 991 234 5678',
      address: {
        street1: '1 Main St',
        city: 'San Francisco',
        regionCode: 'CA',
        postalCode: '94105',
        countryCode: 'US',
      },
    });
  });

  it('names each missing field', () => {
    const empty = valuesFromPrefill(undefined);
    const errors = validateBuyer(empty, today);
    expect(errors.firstName).toBe('Enter your first name.');
    expect(errors.countryCode).toBe('Select your country.');
    expect(errors.street2).toBeUndefined();
  });

  it.each([
    ['emailAddress', 'ada@', 'Enter an email address like name@example.com.'],
    [
      'phone',
      '555 0100',
      'Enter a phone number that starts with + and the country code, like +1 555 010 0100.',
    ],
    [
      'dateOfBirth',
      '2010-01-01',
      'You must be 18 or older to buy. Check that the date of birth is yours and correct.',
    ],
    ['dateOfBirth', '1990-02-30', 'Enter a real date of birth, with day, month and year.'],
    [
      'dateOfBirth',
      '2026-11-23',
      'Date of birth must be in the past. Enter the day you were born.',
    ],
    [
      'dateOfBirth',
      '1890-01-01',
      'Check the year of your date of birth: it is more than 130 years ago.',
    ],
    [
      'street1',
      'PO Box 12',
      'Enter the street address where you live, like 1 Main St. PO boxes are not accepted.',
    ],
    [
      'street2',
      'P.O. Box 12',
      'Enter an apartment or suite, or leave this empty. PO boxes are not accepted.',
    ],
    [
      'regionCode',
      'California',
      'Enter the state or region code: 1 to 3 letters or digits, like CA.',
    ],
    ['postalCode', '9410', 'Enter a ZIP code of 5 digits, like 94103, or ZIP+4, like 94103-1234.'],
    ['countryCode', 'XX', 'Select your country.'],
  ] as const)('refuses %s = %j, saying how to fix it', (field, value, message) => {
    expect(validateField(field, value, valid, today)).toBe(message);
  });

  it.each([
    ['US', ['94103', '94103-1234'], ['9410', 'K1A 0B1', '94103-12'], /5 digits, like 94103/],
    ['CA', ['K1A 0B1', 'k1a0b1'], ['94103', 'K1A-0B1', 'KK1 0B1'], /like K1A 0B1/],
    ['GB', ['SW1A 1AA', 'M1 1AE', 'b338th', 'CR2 6XH'], ['94103', 'SW1A 1A'], /like SW1A 1AA/],
    ['FR', ['75008', 'AB-12'], ['!', '1', '12345678901'], /2 to 10 letters, digits/],
  ] as const)('postal codes of %s', (countryCode, good, bad, message) => {
    const values = { ...valid, countryCode };
    for (const code of good)
      expect(validateField('postalCode', code, values, today)).toBeUndefined();
    for (const code of bad)
      expect(validateField('postalCode', code, values, today)).toMatch(message);
  });

  it('hints what a postal code of the chosen country looks like', () => {
    expect(postalCodeHint('US')).toBe('5 digits, like 94103');
    expect(postalCodeHint('CA')).toBe('Like K1A 0B1');
    expect(postalCodeHint('GB')).toBe('Like SW1A 1AA');
    expect(postalCodeHint('FR')).toMatch(/letters, digits/i);
    expect(postalCodeHint('')).toBe(postalCodeHint('FR'));
  });

  it('counts age by birthday', () => {
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('not a date', today)).toBeUndefined();
  });

  it('prefills from identityPrefill and keeps a known country only', () => {
    const values = valuesFromPrefill({ firstName: 'Ada', address: { countryCode: 'US' } });
    expect(values.firstName).toBe('Ada');
    expect(values.countryCode).toBe('US');
    expect(valuesFromPrefill(undefined, 'FR').countryCode).toBe('FR');
    expect(valuesFromPrefill(undefined, 'ZZ').countryCode).toBe('');
  });
});

describe('age, counted as the service counts it', () => {
  /** Runs `check` with the device in `zone`; Node reads TZ again when it changes. */
  function inZone(zone: string, check: () => void) {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      check();
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  }

  it('is 18 on the UTC birthday, even where the device is still on the day before', () => {
    inZone('Pacific/Honolulu', () => {
      const now = new Date('2026-06-15T05:00:00Z');
      expect(now.getDate()).toBe(14);
      expect(ageOn('2008-06-15', now)).toBe(18);
      expect(validateField('dateOfBirth', '2008-06-15', valid, now)).toBeUndefined();
    });
  });

  it('is still 17 the day before the UTC birthday, even where the device is already on it', () => {
    inZone('Pacific/Kiritimati', () => {
      const now = new Date('2026-06-14T12:00:00Z');
      expect(now.getDate()).toBe(15);
      expect(ageOn('2008-06-15', now)).toBe(17);
      expect(validateField('dateOfBirth', '2008-06-15', valid, now)).toMatch(/18 or older/);
    });
  });
});
