// The risk evaluations of customers (spec 4, #6 and #7).
import type { Endpoint } from './endpoint.js';

export const evaluateCustomerRoute = { method: 'POST', path: '/customers' } as const;

export const evaluateCustomer = {
  id: 'evaluateCustomer',
  route: evaluateCustomerRoute,
  tag: 'merchant',
  summary: "Evaluate a customer's risk",
  auth: 'merchant',
  body: { json: 'RiskRequest' },
  response: { status: 200, json: 'RiskResponse' },
  refusals: [
    { status: 422, code: 'VALIDATION' },
    { status: 429, code: 'RATE_LIMITED' },
  ],
} as const satisfies Endpoint;

export const listCustomersRoute = { method: 'GET', path: '/customers' } as const;

export const listCustomers = {
  id: 'listCustomers',
  route: listCustomersRoute,
  tag: 'merchant',
  summary: "List the merchant's risk evaluations",
  auth: 'merchant',
  query: ['CustomerListQuery'],
  response: { status: 200, json: 'RiskResponseList' },
  refusals: [],
} as const satisfies Endpoint;
