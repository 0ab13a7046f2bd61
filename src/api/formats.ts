// Field formats both sides apply, as plain patterns with no zod: the sandbox's schemas
// (primitives.ts) build on them, and the widget's first screen checks the buyer's form with the
// same patterns without carrying zod.

/** Phone with country code: a plus sign and 8 to 15 digits (E.164), spaces and dashes allowed. */
export const PHONE_PATTERN = /^\+[1-9](?:[ -]?\d){7,14}$/;

/** The longest email address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/**
 * An email address: dot-separated local-part atoms, an `@`, and a domain of dot-separated labels
 * ending in a 2+ letter top-level domain. Each repeat is delimited by a character it cannot
 * contain, so matching is linear.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The widget's check of an email before the service sees it (the service's is the same). */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/**
 * A phone as the service keys it: the plus and the digits, without the spaces and dashes a buyer
 * may type (`+1 995-550 0100` and `+19955500100` are one phone).
 */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
