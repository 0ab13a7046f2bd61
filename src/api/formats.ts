// Field formats both sides apply, as plain patterns with no zod: the sandbox's schemas
// (primitives.ts) build on them, and the widget's first screen checks the buyer's form with the
// same patterns without carrying zod.

/** Phone with country code: a plus sign and 8 to 15 digits (E.164), spaces and dashes allowed. */
export const PHONE_PATTERN = /^\+[1-9](?:[ -]?\d){7,14}$/;

/** How every tax id token starts; the service adds 16 to 64 base62 characters. */
export const TAX_ID_TOKEN_PREFIX = 'tid_';

/**
 * The token the service hands back for a kept tax id, checked by the frames' protocol, the
 * widget and the schemas. Here, with the first screen, so neither the schemas chunk nor the
 * frames' protocol chunk has to load the other for it.
 */
export const TAX_ID_TOKEN = /^tid_[A-Za-z0-9]{16,64}$/;

/** The longest token `TAX_ID_TOKEN` admits: the prefix and 64 characters. */
export const TAX_ID_TOKEN_MAX_LENGTH = 68;

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
