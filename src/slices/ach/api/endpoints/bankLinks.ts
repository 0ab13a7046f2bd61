// A bank account linked through the aggregator's login, to pay by ACH.
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const linkBankAccountRoute = { method: 'POST', path: '/checkout/bank-links' } as const;

export const linkBankAccount = {
  id: 'linkBankAccount',
  route: linkBankAccountRoute,
  tag: 'checkout',
  summary: "Link a bank account through the aggregator's login",
  auth: 'write',
  cors: true,
  body: { json: 'BankLinkRequest' },
  response: { status: 200, json: 'BankLink' },
  refusals: [
    { status: 402, code: 'PAYMENT_FAILED' },
    { status: 409, code: 'CONFLICT' },
    { status: 429, code: 'RATE_LIMITED' },
  ],
} as const satisfies Endpoint;
