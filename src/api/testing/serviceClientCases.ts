import { expect } from 'vitest';
import type { ServiceClient } from '../serviceClient.js';
import {
  bankAccount,
  clientTokenRequest,
  clientTokenResponse,
  identityTokenResponse,
  order,
  riskRequestA,
  riskRequestB,
  riskResponse,
  verificationResult,
} from './fixtures.js';

/** The merchant credentials the service client tests use, and the Basic header they make. */
export const credentials = { clientId: 'merchant-id', clientSecret: 's3cr3t-value' };
export const BASIC = `Basic ${Buffer.from('merchant-id:s3cr3t-value').toString('base64')}`;

export interface Case {
  name: string;
  call: (c: ServiceClient) => Promise<unknown>;
  answer: unknown;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

export const tokenRequest = clientTokenRequest();
const event = { type: 'Delivered', orderId: 'ord_1', transactionHash: '0xabc' } as const;
const ach = { processor_token: 'processor-sandbox-1', bank_aggregator: 'plaid' } as const;

/** The 11 endpoints of spec section 4, in its order (GET /orders twice: list and page), then the wallet domains. */
export const CASES: Case[] = [
  {
    name: '1 createClientToken',
    call: (c) => c.createClientToken(tokenRequest),
    answer: clientTokenResponse(),
    method: 'POST',
    path: '/v1/auth/client-tokens',
    body: tokenRequest,
  },
  {
    name: '2 listOrders',
    call: (c) =>
      c.listOrders({
        reference: 'ref-1',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        externalUserId: 'user-1',
      }),
    answer: [order(), { ...order(), id: 'ord_2', status: 'Draft' }],
    method: 'GET',
    path: '/v1/orders',
    query: {
      reference: 'ref-1',
      startDate: '2026-01-01',
      startData: '2026-01-01',
      endDate: '2026-01-31',
      externalUserId: 'user-1',
    },
  },
  {
    name: '2 listOrderPage',
    call: (c) =>
      c.listOrderPage({ externalUserId: 'user-1', limit: 20, cursor: 'c-1' }).then((page) => {
        // The scripted answer has no X-Next-Cursor: this is the last page.
        expect(page.nextCursor).toBeUndefined();
        return page.orders;
      }),
    answer: [order()],
    method: 'GET',
    path: '/v1/orders',
    query: { externalUserId: 'user-1', limit: '20', cursor: 'c-1' },
  },
  {
    name: '3 getOrder',
    call: (c) => c.getOrder('ord 1/x'),
    answer: order(),
    method: 'GET',
    path: '/v1/orders/ord%201%2Fx',
  },
  {
    name: '4 postOrderEvent',
    call: (c) => c.postOrderEvent(event),
    answer: { success: true },
    method: 'POST',
    path: '/v1/orders/events',
    body: event,
  },
  {
    name: '5 createIdentityDocumentToken',
    call: (c) =>
      c.createIdentityDocumentToken({ sessionKey: 'sk-1', platform: 'ios', provider: 'incode' }),
    answer: identityTokenResponse(),
    method: 'POST',
    path: '/v1/identity-documents/tokens',
    body: { sessionKey: 'sk-1', platform: 'ios', provider: 'incode' },
  },
  {
    name: '6 evaluateCustomer (shape A)',
    call: (c) => c.evaluateCustomer(riskRequestA()),
    answer: riskResponse(),
    method: 'POST',
    path: '/v1/customers',
    body: riskRequestA(),
  },
  {
    name: '6 evaluateCustomer (shape B)',
    call: (c) => c.evaluateCustomer(riskRequestB()),
    answer: riskResponse(),
    method: 'POST',
    path: '/v1/customers',
    body: riskRequestB(),
  },
  {
    name: '7 listCustomers',
    call: (c) => c.listCustomers({ customer_id: 'cust-1' }),
    answer: [riskResponse()],
    method: 'GET',
    path: '/v1/customers',
    query: { customer_id: 'cust-1' },
  },
  {
    name: '8 getVerification',
    call: (c) => c.getVerification('ver_1', { type: 'secure.me' }),
    answer: verificationResult(),
    method: 'GET',
    path: '/v1/identityDocuments/verifications/ver_1',
    query: { type: 'secure.me' },
  },
  {
    name: '9 getBankAccount',
    call: (c) => c.getBankAccount('ba-1'),
    answer: bankAccount(),
    method: 'GET',
    path: '/v1/payment-method/ach',
    query: { bank_account_id: 'ba-1' },
  },
  {
    name: '10 addBankAccount',
    call: (c) => c.addBankAccount(ach),
    answer: bankAccount(),
    method: 'POST',
    path: '/v1/payment-method/ach',
    body: ach,
  },
  {
    name: '11 deleteBankAccount',
    call: (c) => c.deleteBankAccount('ba-1'),
    answer: { success: 'true' },
    method: 'DELETE',
    path: '/v1/payment-method/ach',
    query: { bank_account_id: 'ba-1' },
  },
  // Beyond section 4: the domains wallets run on (docs/decisions.md, wallets).
  {
    name: 'w addPaymentDomain',
    call: (c) => c.addPaymentDomain('shop.example.com'),
    answer: { domain: 'shop.example.com', createdAt: '2026-11-22T10:00:00.000Z' },
    method: 'POST',
    path: '/v1/payment-domains',
    body: { domain: 'shop.example.com' },
  },
  {
    name: 'w listPaymentDomains',
    call: (c) => c.listPaymentDomains(),
    answer: [],
    method: 'GET',
    path: '/v1/payment-domains',
  },
  {
    name: 'w removePaymentDomain',
    call: (c) => c.removePaymentDomain('xn--bcher-kva.example'),
    answer: { success: true },
    method: 'DELETE',
    path: '/v1/payment-domains/xn--bcher-kva.example',
  },
];
