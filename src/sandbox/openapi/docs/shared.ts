// Prose several endpoints' documentation shares: refusals of the same cause, the locale param.
import type { Cause } from '../docTypes.js';
import * as ex from '../examples.js';

/** The merchant holds as many records of a kind as the sandbox keeps. */
export const storeFull = (what: string, room: string): Cause => ({
  when: `The merchant holds as many ${what} as the sandbox keeps for one merchant.`,
  message: `Merchant sandbox-merchant holds 10000 ${what}, the most the sandbox keeps for one merchant: ${room}.`,
});

export const RESTART = 'or restart the sandbox to start empty';

export const notPayable: Cause = {
  when: 'The order cannot be paid now (it is not Draft, nor Declined with attempts left).',
  message: `Order ${ex.IDS.order} cannot be paid: it is Processing.`,
};

/** A checkout's rate limit of one kind of request. */
export const rateLimit = (what: string, limit: number): Cause => ({
  when: `More than ${limit} ${what} in this checkout in 10 minutes (\`Retry-After\` says when to try again).`,
  message: `Too many ${what} in this checkout (at most ${limit} in 10 minutes): try again in 42 seconds (2026-11-22T10:12:00.000Z).`,
});

export const LOCALE =
  "The checkout's language, a BCP 47 tag (`fr-CA`): the page is written in its best match among the shipped locales (`fr`); a missing, unknown, invalid or overlong tag reads English, never an error.";

export const badOrigin: Cause = {
  when: '`origin` is missing, repeated, or not one http(s) origin as browsers write it.',
  message:
    'Invalid request: origin must be the http(s) origin of the page that embeds the checkout.',
};
