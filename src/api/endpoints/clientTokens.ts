// The client-token exchange (spec 4, #1): the merchant's server opens a checkout.
import type { Endpoint } from './endpoint.js';

export const createClientTokenRoute = { method: 'POST', path: '/auth/client-tokens' } as const;

export const createClientToken = {
  id: 'createClientToken',
  route: createClientTokenRoute,
  tag: 'merchant',
  summary: 'Open a checkout: a client token and its Draft order',
  auth: 'exchange',
  body: { json: 'ClientTokenRequest' },
  response: { status: 200, json: 'ClientTokenResponse' },
  refusals: [
    { status: 409, code: 'CONFLICT' },
    { status: 429, code: 'RATE_LIMITED' },
  ],
} as const satisfies Endpoint;
