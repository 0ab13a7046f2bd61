// The top-level domains a merchant's pages offer wallets on (Apple Pay checks the page's domain).
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const addPaymentDomainRoute = { method: 'POST', path: '/payment-domains' } as const;

export const addPaymentDomain = {
  id: 'addPaymentDomain',
  route: addPaymentDomainRoute,
  tag: 'merchant',
  summary: 'Register a domain for wallets',
  auth: 'merchant',
  body: { json: 'PaymentDomainRequest' },
  response: { status: 200, json: 'PaymentDomain' },
  refusals: [{ status: 429, code: 'RATE_LIMITED' }],
} as const satisfies Endpoint;

export const listPaymentDomainsRoute = { method: 'GET', path: '/payment-domains' } as const;

export const listPaymentDomains = {
  id: 'listPaymentDomains',
  route: listPaymentDomainsRoute,
  tag: 'merchant',
  summary: "List the merchant's wallet domains",
  auth: 'merchant',
  response: { status: 200, json: 'PaymentDomainList' },
  refusals: [],
} as const satisfies Endpoint;

export const removePaymentDomainRoute = {
  method: 'DELETE',
  path: '/payment-domains/{domain}',
} as const;

export const removePaymentDomain = {
  id: 'removePaymentDomain',
  route: removePaymentDomainRoute,
  tag: 'merchant',
  summary: 'Remove a wallet domain',
  auth: 'merchant',
  params: { domain: 'PaymentDomainName' },
  response: { status: 200, json: 'DeleteResult' },
  refusals: [
    { status: 400, code: 'VALIDATION' },
    { status: 404, code: 'NOT_FOUND' },
  ],
} as const satisfies Endpoint;

export const getDomainAssociation = {
  id: 'getDomainAssociation',
  route: { method: 'GET', path: '/wallets/apple-pay/domain-association' },
  tag: 'merchant',
  summary: 'The Apple Pay domain association file',
  auth: 'none',
  response: { status: 200, media: 'text/plain' },
  refusals: [],
} as const satisfies Endpoint;
