// The widget's order: read, followed as a stream, and given more time to pay.
import type { Endpoint } from './endpoint.js';

export const getCheckoutOrderRoute = { method: 'GET', path: '/checkout/order' } as const;

export const getCheckoutOrder = {
  id: 'getCheckoutOrder',
  route: getCheckoutOrderRoute,
  tag: 'checkout',
  summary: 'Read the order and its history (polling)',
  auth: 'read',
  cors: true,
  response: { status: 200, json: 'OrderState' },
  refusals: [],
} as const satisfies Endpoint;

export const streamCheckoutOrderRoute = {
  method: 'GET',
  path: '/checkout/order/events',
} as const;

export const streamCheckoutOrder = {
  id: 'streamCheckoutOrder',
  route: streamCheckoutOrderRoute,
  tag: 'checkout',
  summary: 'Follow the order (server-sent events)',
  auth: 'read',
  cors: true,
  headers: { 'Last-Event-ID': { schema: 'LastEventId' } },
  response: { status: 200, media: 'text/event-stream' },
  refusals: [],
} as const satisfies Endpoint;

export const extendCheckoutOrderRoute = {
  method: 'POST',
  path: '/checkout/order/extend',
} as const;

export const extendCheckoutOrder = {
  id: 'extendCheckoutOrder',
  route: extendCheckoutOrderRoute,
  tag: 'checkout',
  summary: 'Give the buyer more time to pay',
  auth: 'write',
  cors: true,
  body: { json: 'ExpiryExtensionRequest' },
  response: { status: 200, json: 'ExpiryExtension' },
  refusals: [{ status: 409, code: 'CONFLICT' }],
} as const satisfies Endpoint;
