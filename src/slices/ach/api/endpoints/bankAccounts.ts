// The merchant's ACH bank accounts (spec 4, #9 to #11, internal).
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const addBankAccountRoute = { method: 'POST', path: '/payment-method/ach' } as const;

export const addBankAccount = {
  id: 'addBankAccount',
  route: addBankAccountRoute,
  tag: 'merchant',
  summary: 'Add a bank account (internal)',
  auth: 'merchant',
  body: { json: 'BankAccountRequest' },
  response: { status: 200, json: 'BankAccount' },
  refusals: [{ status: 429, code: 'RATE_LIMITED' }],
} as const satisfies Endpoint;

export const getBankAccountRoute = { method: 'GET', path: '/payment-method/ach' } as const;

export const getBankAccount = {
  id: 'getBankAccount',
  route: getBankAccountRoute,
  tag: 'merchant',
  summary: 'Read a bank account (internal)',
  auth: 'merchant',
  query: ['BankAccountQuery'],
  response: { status: 200, json: 'BankAccount' },
  refusals: [{ status: 404, code: 'NOT_FOUND' }],
} as const satisfies Endpoint;

export const deleteBankAccountRoute = { method: 'DELETE', path: '/payment-method/ach' } as const;

export const deleteBankAccount = {
  id: 'deleteBankAccount',
  route: deleteBankAccountRoute,
  tag: 'merchant',
  summary: 'Delete a bank account (internal)',
  auth: 'merchant',
  query: ['BankAccountQuery'],
  response: { status: 200, json: 'DeleteResult' },
  refusals: [{ status: 404, code: 'NOT_FOUND' }],
} as const satisfies Endpoint;
