import * as z from 'zod/mini';
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN } from './formats.js';

export { PHONE_PATTERN };

/*
 * Shared field rules of the interface, each stated once. The pattern rule: every pattern or
 * format runs only on a string within its length cap (checked first, aborting), and every
 * pattern is anchored with bounded repeats, so no input makes a check slow.
 */

type StringCheck = z.core.$ZodCheck<string>;

/** A string that `check` (a pattern or a zod format) sees only within `max` characters. */
export function bounded(
  max: number,
  error: string,
  check: (params: { error: string }) => StringCheck,
) {
  return z.string().check(z.maxLength(max, { abort: true, error }), check({ error }));
}

/** `bounded` for a pattern of our own; both refusals say `error`. */
export const pattern = (regex: RegExp, max: number, error: string) =>
  bounded(max, error, (params) => z.regex(regex, params));

export const uuid = () => bounded(36, 'must be a UUID', z.uuid);
export const isoDate = () => bounded(10, 'must be a date YYYY-MM-DD', z.iso.date);
export const isoDateTime = () =>
  bounded(64, 'must be an ISO 8601 date-time', (params) =>
    z.iso.datetime({ ...params, offset: true }),
  );
export const email = () => pattern(EMAIL_PATTERN, EMAIL_MAX, 'must be an email address');
export const countryCode = () =>
  pattern(/^[A-Z]{2}$/, 2, 'must be a 2-letter ISO 3166-1 country code');
export const currencyCode3 = () =>
  pattern(/^[A-Za-z]{3}$/, 3, 'must be a 3-letter ISO 4217 currency code');
export const maxLen = (n: number) => z.string().check(z.maxLength(n));
export const nonEmpty = () => z.string().check(z.minLength(1, { error: 'must not be empty' }));

/** Only http(s) URLs: anything else (javascript:, data:) could run or leak when rendered. */
export const httpUrl = () =>
  bounded(2048, 'must be an http(s) URL', (params) => z.url({ ...params, protocol: /^https?$/ }));

/** X-Request-Id: alphanumeric and dash, 1 to 72 characters (spec 2.7, 8). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{1,72}$/;
export const requestId = () =>
  pattern(REQUEST_ID_PATTERN, 72, 'must be 1-72 alphanumeric characters or dashes');

export const phone = () =>
  pattern(PHONE_PATTERN, 30, 'must be a phone number with country code, e.g. +1 555 0100');

/** Money: numbers, never integers only (see docs/decisions.md, order.total). */
export const money = () => z.number().check(z.minimum(0, { error: 'must be at least 0' }));
