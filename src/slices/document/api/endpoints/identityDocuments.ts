// Identity-document sessions for the merchant (spec 4, #5 and #8).
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const createIdentityTokenRoute = {
  method: 'POST',
  path: '/identity-documents/tokens',
} as const;

export const createIdentityToken = {
  id: 'createIdentityToken',
  route: createIdentityTokenRoute,
  tag: 'merchant',
  summary: 'Open an identity-document capture session',
  auth: 'merchant',
  body: { json: 'IdentityTokenRequest' },
  response: { status: 200, json: 'IdentityTokenResponse' },
  refusals: [{ status: 429, code: 'RATE_LIMITED' }],
} as const satisfies Endpoint;

// The spec spells this path in camel case, the one above with a dash (docs/decisions.md).
export const getVerificationRoute = {
  method: 'GET',
  path: '/identityDocuments/verifications/{verificationId}',
} as const;

export const getVerification = {
  id: 'getVerification',
  route: getVerificationRoute,
  tag: 'merchant',
  summary: 'Read an identity-document verification',
  auth: 'merchant',
  params: { verificationId: 'PathId' },
  query: ['VerificationQuery'],
  response: { status: 200, json: 'VerificationResult' },
  refusals: [{ status: 404, code: 'NOT_FOUND' }],
} as const satisfies Endpoint;
