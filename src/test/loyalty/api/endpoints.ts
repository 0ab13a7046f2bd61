// Test-only: the loyalty card step's endpoints, declared as every endpoint is (src/api/endpoints),
// naming schemas of its own.
import type { Endpoint } from '../../../api/endpoints/endpoint.js';

/** The loyalty card frame's page (its script would be the frames' one). */
export const getLoyaltyFrame = {
  id: 'getLoyaltyFrame',
  route: { method: 'GET', path: '/checkout/loyalty-frame' },
  tag: 'pages',
  summary: 'The loyalty card frame page',
  auth: 'none',
  cors: true,
  query: ['FramePageQuery'],
  response: { status: 200, media: 'text/html' },
  refusals: [{ status: 400, code: 'VALIDATION' }],
} as const satisfies Endpoint;

/** The buyer's loyalty card number, from the loyalty card frame only (no CORS). */
export const createLoyaltyToken = {
  id: 'createLoyaltyToken',
  route: { method: 'POST', path: '/checkout/loyalty-cards' },
  tag: 'buyerChecks',
  summary: "Keep the buyer's loyalty card number for this order",
  auth: 'write',
  body: { json: 'LoyaltyCardRequest' },
  response: { status: 201, json: 'LoyaltyCardToken' },
  refusals: [],
} as const satisfies Endpoint<'LoyaltyCardRequest', 'LoyaltyCardToken'>;
