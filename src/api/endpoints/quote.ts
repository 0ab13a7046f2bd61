// The price of the order for the buyer's address and payment method.
import type { Endpoint } from './endpoint.js';

export const quoteCheckoutRoute = { method: 'POST', path: '/checkout/quote' } as const;

export const quoteCheckout = {
  id: 'quoteCheckout',
  route: quoteCheckoutRoute,
  tag: 'checkout',
  summary: "Price the order for the buyer's address and payment method",
  auth: 'write',
  cors: true,
  body: { json: 'QuoteRequest' },
  response: { status: 200, json: 'Quote' },
  refusals: [],
} as const satisfies Endpoint;
