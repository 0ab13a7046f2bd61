import { ageOn, isPoBox, MINIMUM_AGE } from '../api/buyerRules.js';
import type { Buyer } from '../api/checkoutBuyer.js';
import type { IdentityPrefill } from '../api/clientTokens.js';
import { COUNTRY_CODES } from '../api/countries.js';
import { isEmail, PHONE_PATTERN } from '../api/formats.js';
import { strings } from './strings.js';

export const BUYER_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'emailAddress',
  'phone',
  'street1',
  'street2',
  'city',
  'regionCode',
  'postalCode',
  'countryCode',
] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];
export type BuyerValues = Record<BuyerField, string>;
export type FieldErrors = Partial<Record<BuyerField, string>>;
/** Contact details a payment method got from the buyer (a wallet's payer), as the form holds them. */
export type BuyerContact = {
  [F in 'firstName' | 'lastName' | 'emailAddress' | 'phone']?: string | undefined;
};

/** Fields a person knows by heart: paste or autofill there is a risk signal (product notes). */
export const LTM_FIELDS: readonly BuyerField[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'emailAddress',
  'street1',
  'city',
  'regionCode',
  'postalCode',
  'countryCode',
];

export function valuesFromPrefill(prefill: IdentityPrefill | undefined, country = ''): BuyerValues {
  const address = prefill?.address;
  const prefilledCountry = address?.countryCode ?? country;
  return {
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
    dateOfBirth: prefill?.dateOfBirth ?? '',
    emailAddress: prefill?.emailAddress ?? '',
    phone: prefill?.phone ?? '',
    street1: address?.street1 ?? '',
    street2: address?.street2 ?? '',
    city: address?.city ?? '',
    regionCode: address?.regionCode ?? '',
    postalCode: address?.postalCode ?? '',
    countryCode: COUNTRY_CODES.includes(prefilledCountry) ? prefilledCountry : '',
  };
}

/** Countries whose postal codes have a known shape; the others get the generic rule. */
type PostalCountry = keyof typeof strings.errors.postalCode;
const POSTAL_CODES: Partial<Record<PostalCountry, RegExp>> = {
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
};
const ANY_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

const postalCountry = (countryCode: string): PostalCountry =>
  Object.hasOwn(POSTAL_CODES, countryCode) ? (countryCode as PostalCountry) : 'other';

/** What a postal code of the chosen country looks like, shown under the field. */
export const postalCodeHint = (countryCode: string): string =>
  strings.hints.postalCode[postalCountry(countryCode)];

/** Fields whose rule reads another field: a shown error is checked again when that one changes. */
export const DEPENDENT_FIELDS: Partial<Record<BuyerField, readonly BuyerField[]>> = {
  countryCode: ['postalCode'],
};

// Age (on the UTC calendar, as the service counts it) and PO boxes: src/api/buyerRules.ts.
export { ageOn } from '../api/buyerRules.js';

export function validateField(
  field: BuyerField,
  raw: string,
  values: BuyerValues,
  today: Date,
): string | undefined {
  const value = raw.trim();
  if (field === 'street2') return isPoBox(value) ? strings.errors.poBoxStreet2 : undefined;
  if (!value) {
    return field === 'countryCode' ? strings.errors.countryRequired : strings.errors.missing[field];
  }
  switch (field) {
    case 'emailAddress':
      return isEmail(value) ? undefined : strings.errors.email;
    case 'phone':
      return PHONE_PATTERN.test(value) ? undefined : strings.errors.phone;
    case 'dateOfBirth': {
      const age = ageOn(value, today);
      if (age === undefined) return strings.errors.dateOfBirth;
      if (age < 0) return strings.errors.dateOfBirthFuture;
      if (age > 130) return strings.errors.dateOfBirthTooOld;
      return age < MINIMUM_AGE ? strings.errors.underage : undefined;
    }
    case 'street1':
      return isPoBox(value) ? strings.errors.poBox : undefined;
    case 'regionCode':
      return /^[A-Za-z0-9]{1,3}$/.test(value) ? undefined : strings.errors.regionCode;
    case 'postalCode': {
      const country = postalCountry(values.countryCode);
      const rule = POSTAL_CODES[country] ?? ANY_POSTAL_CODE;
      return rule.test(value) ? undefined : strings.errors.postalCode[country];
    }
    case 'countryCode':
      return COUNTRY_CODES.includes(value) ? undefined : strings.errors.countryRequired;
    default:
      return undefined;
  }
}

export function validateBuyer(values: BuyerValues, today: Date): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of BUYER_FIELDS) {
    const error = validateField(field, values[field], values, today);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The buyer as the confirm request wants it (call only with valid values). */
export function toBuyer(values: BuyerValues): Buyer {
  const street2 = values.street2.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: values.dateOfBirth.trim(),
    emailAddress: values.emailAddress.trim(),
    phone: values.phone.trim(),
    address: {
      street1: values.street1.trim(),
      ...(street2 ? { street2 } : {}),
      city: values.city.trim(),
      regionCode: values.regionCode.trim().toUpperCase(),
      postalCode: values.postalCode.trim(),
      countryCode: values.countryCode,
    },
  };
}
