// Phone verification: a one-time code sent, then checked.
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const sendPhoneCodeRoute = { method: 'POST', path: '/checkout/phone/code' } as const;

export const sendPhoneCode = {
  id: 'sendPhoneCode',
  route: sendPhoneCodeRoute,
  tag: 'buyerChecks',
  summary: "Send a one-time code to the buyer's phone",
  auth: 'write',
  cors: true,
  body: { json: 'PhoneCodeRequest' },
  response: { status: 200, json: 'PhoneCodeAnswer' },
  refusals: [{ status: 429, code: 'RATE_LIMITED' }],
} as const satisfies Endpoint;

export const verifyPhoneCodeRoute = { method: 'POST', path: '/checkout/phone/verify' } as const;

export const verifyPhoneCode = {
  id: 'verifyPhoneCode',
  route: verifyPhoneCodeRoute,
  tag: 'buyerChecks',
  summary: 'Check the code the buyer typed',
  auth: 'write',
  cors: true,
  body: { json: 'PhoneVerifyRequest' },
  response: { status: 200, json: 'PhoneVerifyAnswer' },
  refusals: [{ status: 429, code: 'RATE_LIMITED' }],
} as const satisfies Endpoint;
