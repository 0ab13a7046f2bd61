import { badOrigin, LOCALE } from '../../../../sandbox/openapi/docs/shared.js';
import type { Cause, SomeDocs } from '../../../../sandbox/openapi/docTypes.js';

const challengeId = {
  description:
    "The challenge of the order state's `nextAction.url` (192 random bits: the capability).",
  example: 'chl_4kq8Zp2mW7xR1vN5sT9yB3cD6fG0hJ2l',
};

const query = {
  origin:
    "The widget's page origin, when the widget frames the page (only that origin may frame it; without it, nobody may).",
  locale: `${LOCALE} Kept on the page the form posts to.`,
};

/** The refusals both answer, each as a page. */
const over = {
  '404 NOT_FOUND': {
    when: 'No challenge has this id (a page says so).',
    message: 'This authentication page does not exist.',
  },
  '409 CONFLICT': {
    when: "The challenge was answered already, or is no longer the order's (a page says so).",
    message: 'This authentication is over: return to the checkout.',
  },
  '410 EXPIRED': {
    when: 'The challenge lapsed and the payment was declined `AUTHENTICATION_FAILED` (a page says so).',
    message: 'This authentication has expired: return to the checkout to pay again.',
  },
} satisfies Record<string, Cause>;

export const CHALLENGE_DOCS = {
  getChallengePage: {
    description: [
      'The page of `nextAction.url`, where the buyer answers the card issuer\'s challenge: the merchant, the total, the card as "Visa ending in 0019", and a form to complete (or, for the one-time-code card, a code: `123456` in the sandbox), fail or cancel.',
      '',
      'Public (the id is the capability); framable only by `origin`. Refusals are HTML pages too.',
    ].join('\n'),
    params: { challengeId },
    query,
    response: { description: 'The challenge page.' },
    refusals: { '400 VALIDATION': badOrigin, ...over },
    curl: { path: { challengeId: '$CHALLENGE_ID' } },
  },
  answerChallenge: {
    description: [
      'Ends the challenge, once: `authenticate` (with the right `code` on the one-time-code page) lets the payment go on; `fail` and `cancel` decline it `AUTHENTICATION_FAILED`; a wrong code shows the form again with the tries left (the third fails the challenge). The answer is an HTML page.',
      '',
      "- Only the page itself may post it: a `Sec-Fetch-Site` other than `same-origin`, or an `Origin` other than the service's own, is refused with a 403 page and changes nothing.",
      '- `application/x-www-form-urlencoded`, at most 2 KiB.',
    ].join('\n'),
    params: { challengeId },
    query,
    body: { example: { action: 'authenticate' } },
    response: { description: 'The result page (or the form again after a wrong code).' },
    refusals: {
      '400 VALIDATION': {
        when: '`action` is not `authenticate`, `fail` or `cancel`, or `origin` is malformed.',
        message: 'Invalid request: action must be authenticate, fail or cancel.',
      },
      '403 FORBIDDEN': {
        when: 'The form was posted from another site (a page says so).',
        message: 'This authentication can be answered only on its own page.',
      },
      ...over,
      '413 PAYLOAD_TOO_LARGE': {
        when: 'The form is larger than 2 KiB.',
        message: 'The request body is larger than 2048 bytes.',
      },
      '415 VALIDATION': {
        when: 'The form is not `application/x-www-form-urlencoded`.',
        message: 'Send the challenge form as application/x-www-form-urlencoded.',
      },
    },
    curl: { path: { challengeId: '$CHALLENGE_ID' }, headers: { Origin: 'http://127.0.0.1:4010' } },
  },
} satisfies SomeDocs;
