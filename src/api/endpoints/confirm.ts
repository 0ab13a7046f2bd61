// The payment: a card token or a linked bank account, once per Idempotency-Key.
import type { Endpoint } from './endpoint.js';

export const confirmCheckoutRoute = { method: 'POST', path: '/checkout/confirm' } as const;

export const confirmCheckout = {
  id: 'confirmCheckout',
  route: confirmCheckoutRoute,
  tag: 'checkout',
  summary: 'Pay the order',
  auth: 'write',
  cors: true,
  headers: { 'Idempotency-Key': { schema: 'IdempotencyKey', required: true } },
  body: { json: 'ConfirmRequest' },
  response: { status: 200, json: 'OrderState' },
  refusals: [
    { status: 400, code: 'VALIDATION' },
    { status: 403, code: 'FORBIDDEN' },
    { status: 409, code: 'CONFLICT' },
  ],
} as const satisfies Endpoint;
