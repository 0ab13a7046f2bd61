// The card issuer's challenge (3-D Secure): its page, and the page's form.
// No CORS on either: the page is the issuer's, and only that page may post its form.
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const getChallengePage = {
  id: 'getChallengePage',
  route: { method: 'GET', path: '/checkout/challenge/{challengeId}' },
  tag: 'pages',
  summary: "The card issuer's challenge page (3-D Secure)",
  auth: 'none',
  params: { challengeId: 'PathId' },
  query: ['ChallengePageQuery'],
  response: { status: 200, media: 'text/html' },
  refusals: [
    { status: 400, code: 'VALIDATION' },
    { status: 404, code: 'NOT_FOUND', page: true },
    { status: 409, code: 'CONFLICT', page: true },
    { status: 410, code: 'EXPIRED', page: true },
  ],
} as const satisfies Endpoint;

export const answerChallenge = {
  id: 'answerChallenge',
  route: { method: 'POST', path: '/checkout/challenge/{challengeId}' },
  tag: 'pages',
  summary: "The challenge page's form",
  auth: 'none',
  params: { challengeId: 'PathId' },
  query: ['ChallengePageQuery'],
  body: { form: 'ChallengeForm' },
  response: { status: 200, media: 'text/html' },
  refusals: [
    { status: 400, code: 'VALIDATION' },
    { status: 403, code: 'FORBIDDEN', page: true },
    { status: 404, code: 'NOT_FOUND', page: true },
    { status: 409, code: 'CONFLICT', page: true },
    { status: 410, code: 'EXPIRED', page: true },
    { status: 413, code: 'PAYLOAD_TOO_LARGE' },
    { status: 415, code: 'VALIDATION' },
  ],
} as const satisfies Endpoint;
