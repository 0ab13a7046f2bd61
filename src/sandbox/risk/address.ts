import { isPoBox as isPoBoxLine } from '../../api/buyerRules.js';
import type { SubjectAddress } from './subject.js';

/** Identity steps refuse PO boxes (product-notes): a person does not live in one. */
export function isPoBox(address: SubjectAddress): boolean {
  return [address.street1, address.street2].some((line) => line !== undefined && isPoBoxLine(line));
}

/** Postal code formats the sandbox checks; other countries accept any non-empty code. */
const POSTAL_FORMATS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
};

/** Complete (street, city, postal code, country) and the postal code fits the country. */
export function isAddressValid(address: SubjectAddress): boolean {
  const { street1, city, postalCode, countryCode } = address;
  if (!street1?.trim() || !city?.trim() || !postalCode?.trim() || !countryCode) return false;
  const format = POSTAL_FORMATS[countryCode];
  return format === undefined || format.test(postalCode.trim());
}
