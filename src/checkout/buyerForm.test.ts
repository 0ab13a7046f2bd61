import { describe, expect, it } from 'vitest';
import {
  ageOn,
  type BuyerValues,
  toBuyer,
  validateBuyer,
  validateField,
  valuesFromPrefill,
} from './buyerForm.js';

const today = new Date(2026, 10, 22);
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
    ['phone', '555 0100', 'Enter a phone number with country code, e.g. +1 555 010 0100.'],
    ['dateOfBirth', '2010-01-01', 'You must be 18 or older to buy.'],
    ['dateOfBirth', '1990-02-30', 'Enter a valid date of birth.'],
    ['street1', 'PO Box 12', 'Enter a street address; PO boxes are not accepted.'],
    ['regionCode', 'California', 'Enter the state or region code, e.g. CA.'],
    ['postalCode', '9410', 'Enter a valid postal code.'],
    ['countryCode', 'XX', 'Select your country.'],
  ] as const)('refuses %s = %j', (field, value, message) => {
    expect(validateField(field, value, valid, today)).toBe(message);
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
