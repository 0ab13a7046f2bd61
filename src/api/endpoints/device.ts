// Device data for the risk check: from the merchant's own device SDK, or from the widget.
import type { Endpoint } from './endpoint.js';

export const postDeviceSession = {
  id: 'postDeviceSession',
  route: { method: 'POST', path: '/devices' },
  tag: 'merchant',
  summary: 'Send device data for a session key',
  auth: 'merchant',
  body: { json: 'DeviceSessionRequest' },
  response: { status: 200, json: 'Success' },
  refusals: [{ status: 429, code: 'RATE_LIMITED' }],
} as const satisfies Endpoint;

export const postCheckoutDeviceRoute = { method: 'POST', path: '/checkout/device' } as const;

export const postCheckoutDevice = {
  id: 'postCheckoutDevice',
  route: postCheckoutDeviceRoute,
  tag: 'checkout',
  summary: 'Send device and behaviour data for the risk check',
  auth: 'write',
  cors: true,
  body: { json: 'DeviceDataRequest' },
  response: { status: 200, json: 'Success' },
  refusals: [],
} as const satisfies Endpoint;
