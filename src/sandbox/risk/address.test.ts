import { describe, expect, it } from 'vitest';
import { isAddressValid, isPoBox } from './address.js';
import { address } from './testSubjects.js';

describe('isPoBox', () => {
  it.each(['PO Box 12', 'P.O. Box 12', 'p o box 9', 'POBox 3', 'Post Office Box 1', 'Postfach 10'])(
    'flags %s',
    (street1) => {
      expect(isPoBox({ street1 })).toBe(true);
    },
  );

  it('checks street2 too, and leaves streets with box-like words alone', () => {
    expect(isPoBox({ street1: '1 Main St', street2: 'PO Box 4' })).toBe(true);
    expect(isPoBox({ street1: '12 Hippo Box Rd' })).toBe(false);
    expect(isPoBox({ street1: '5 Polo Boxing Way' })).toBe(false);
    expect(isPoBox({})).toBe(false);
  });
});

describe('isAddressValid', () => {
  it('accepts a complete address with a fitting postal code', () => {
    expect(isAddressValid(address())).toBe(true);
    expect(isAddressValid({ ...address(), postalCode: '94105-1234' })).toBe(true);
    expect(isAddressValid({ ...address(), countryCode: 'CA', postalCode: 'K1A 0B1' })).toBe(true);
    expect(isAddressValid({ ...address(), countryCode: 'GB', postalCode: 'SW1A 1AA' })).toBe(true);
    expect(isAddressValid({ ...address(), countryCode: 'JP', postalCode: '100-0001' })).toBe(true);
  });

  it('refuses a missing member or a postal code of the wrong shape', () => {
    expect(isAddressValid({ ...address(), street1: '  ' })).toBe(false);
    expect(isAddressValid({ ...address(), city: undefined })).toBe(false);
    expect(isAddressValid({ ...address(), countryCode: undefined })).toBe(false);
    expect(isAddressValid({ ...address(), postalCode: '9410' })).toBe(false);
    expect(isAddressValid({ ...address(), countryCode: 'DE', postalCode: '1011' })).toBe(false);
    expect(isAddressValid({ ...address(), countryCode: 'CA', postalCode: '12345' })).toBe(false);
  });
});
