import * as z from 'zod/mini';

/** Shared field rules of the interface, each stated once. */
export const uuid = () => z.uuid({ error: 'must be a UUID' });
export const isoDate = () => z.iso.date({ error: 'must be a date YYYY-MM-DD' });
export const isoDateTime = () =>
  z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' });
export const email = () => z.email({ error: 'must be an email address' });
export const countryCode = () =>
  z.string().check(z.regex(/^[A-Z]{2}$/, { error: 'must be a 2-letter ISO 3166-1 country code' }));
export const currencyCode3 = () =>
  z
    .string()
    .check(z.regex(/^[A-Za-z]{3}$/, { error: 'must be a 3-letter ISO 4217 currency code' }));
export const maxLen = (n: number) => z.string().check(z.maxLength(n));
export const nonEmpty = () => z.string().check(z.minLength(1, { error: 'must not be empty' }));

/** Only http(s) URLs: anything else (javascript:, data:) could run or leak when rendered. */
export const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** X-Request-Id: alphanumeric and dash, 1 to 72 characters (spec 2.7, 8). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{1,72}$/;
export const requestId = () =>
  z
    .string()
    .check(
      z.regex(REQUEST_ID_PATTERN, { error: 'must be 1-72 alphanumeric characters or dashes' }),
    );

/** Phone with country code: a plus sign and 8 to 15 digits (E.164), spaces and dashes allowed. */
export const PHONE_PATTERN = /^\+[1-9](?:[ -]?\d){7,14}$/;
export const phone = () =>
  z.string().check(
    z.regex(PHONE_PATTERN, {
      error: 'must be a phone number with country code, e.g. +1 555 0100',
    }),
  );

/** Money: numbers, never integers only (see docs/decisions.md, order.total). */
export const money = () => z.number().check(z.minimum(0, { error: 'must be at least 0' }));
