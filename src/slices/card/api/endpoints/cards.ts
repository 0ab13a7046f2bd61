// Card numbers become card tokens here, from the card frame.
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const tokenizeCardRoute = { method: 'POST', path: '/checkout/cards' } as const;

export const tokenizeCard = {
  id: 'tokenizeCard',
  route: tokenizeCardRoute,
  tag: 'checkout',
  summary: 'Tokenize a card (the card frame only)',
  auth: 'write',
  // No CORS: only the card frame, served from this origin, may send card numbers.
  body: { json: 'CardTokenRequest' },
  response: { status: 200, json: 'CardToken' },
  refusals: [
    { status: 409, code: 'CONFLICT' },
    { status: 429, code: 'RATE_LIMITED' },
  ],
} as const satisfies Endpoint;
