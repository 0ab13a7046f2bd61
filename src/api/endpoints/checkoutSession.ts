// The checkout as the widget first reads it. Alone in its module: the first screen imports this
// route, and a module's every route would ride in the first screen with it.
import type { Endpoint } from './endpoint.js';

export const getCheckoutSessionRoute = { method: 'GET', path: '/checkout/session' } as const;

export const getCheckoutSession = {
  id: 'getCheckoutSession',
  route: getCheckoutSessionRoute,
  tag: 'checkout',
  summary: 'Read the checkout: order, NFT, payment methods, buyer checks',
  auth: 'read',
  cors: true,
  response: { status: 200, json: 'CheckoutSession' },
  refusals: [],
} as const satisfies Endpoint;
