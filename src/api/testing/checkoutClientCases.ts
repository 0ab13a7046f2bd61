import type { CheckoutClient } from '../checkoutClient.js';
import { EXAMPLE_BUYER } from '../exampleData.js';
import { checkoutSession, orderState, UUID_1, UUID_2 } from './fixtures.js';

/** The client token the checkout client tests send. */
export const TOKEN = UUID_1;

export const buyer = {
  ...EXAMPLE_BUYER,
  emailAddress: 'ada+low-risk@example.com',
  phone: '+19912345678',
};
export const quote = {
  currency: 'usd',
  subtotal: 100,
  taxRate: 7.25,
  taxRegion: 'US-CA',
  tax: 7.25,
  clientProcessingFee: 1,
  networkFee: 0.5,
  total: 108.75,
};
export const card = { number: '4659105569051157', expMonth: 12, expYear: 2030, cvc: '123' };
export const cardToken = {
  cardToken: 'ct_1',
  brand: 'visa',
  last4: '1157',
  paymentMethodType: 'us_debit',
};
export const bankLink = {
  bankAccountId: UUID_2,
  institutionName: 'Bank',
  accountName: 'Checking',
  mask: '0000',
};
export const confirmBody = { buyer, payment: { type: 'card', cardToken: 'ct_1' } } as const;

/** One case per checkout client method: the call, the answer, the request it sends. */
export const CASES: Array<{
  name: string;
  call: (c: CheckoutClient) => Promise<unknown>;
  answer: unknown;
  method: string;
  path: string;
  body?: unknown;
}> = [
  {
    name: 'getSession',
    call: (c) => c.getSession(),
    answer: checkoutSession(),
    method: 'GET',
    path: '/v1/checkout/session',
  },
  {
    name: 'getOrderState',
    call: (c) => c.getOrderState(),
    answer: orderState(),
    method: 'GET',
    path: '/v1/checkout/order',
  },
  {
    name: 'pollOrderState',
    call: (c) => c.pollOrderState(),
    answer: orderState(),
    method: 'GET',
    path: '/v1/checkout/order',
  },
  {
    name: 'quote',
    call: (c) =>
      c.quote({ address: { countryCode: 'US', regionCode: 'CA' }, paymentMethodType: 'us_debit' }),
    answer: quote,
    method: 'POST',
    path: '/v1/checkout/quote',
    body: { address: { countryCode: 'US', regionCode: 'CA' }, paymentMethodType: 'us_debit' },
  },
  {
    name: 'requestPhoneCode',
    call: (c) => c.requestPhoneCode({ phone: '+1 991 234 5678' }),
    answer: {
      status: 'sent',
      phone: '+1 991 234 5678',
      expiresAt: '2026-11-22T10:10:00.000Z',
      resendAt: '2026-11-22T10:00:30.000Z',
    },
    method: 'POST',
    path: '/v1/checkout/phone/code',
    body: { phone: '+1 991 234 5678' },
  },
  {
    name: 'verifyPhone',
    call: (c) => c.verifyPhone({ phone: '+1 991 234 5678', code: '345678' }),
    answer: { status: 'wrong', phone: '+1 991 234 5678', attemptsLeft: 4 },
    method: 'POST',
    path: '/v1/checkout/phone/verify',
    body: { phone: '+1 991 234 5678', code: '345678' },
  },
  {
    name: 'tokenizeCard',
    call: (c) => c.tokenizeCard(card),
    answer: cardToken,
    method: 'POST',
    path: '/v1/checkout/cards',
    body: card,
  },
  {
    name: 'linkBankAccount',
    call: (c) =>
      c.linkBankAccount({ aggregator: 'plaid', username: 'user_good', password: 'pass_good' }),
    answer: bankLink,
    method: 'POST',
    path: '/v1/checkout/bank-links',
    body: { aggregator: 'plaid', username: 'user_good', password: 'pass_good' },
  },
  {
    name: 'confirm',
    call: (c) => c.confirm(confirmBody, UUID_2),
    answer: orderState(),
    method: 'POST',
    path: '/v1/checkout/confirm',
    body: confirmBody,
  },
  {
    name: 'assessIdentity',
    call: (c) => c.assessIdentity({ buyer }),
    answer: orderState(),
    method: 'POST',
    path: '/v1/checkout/identity/assess',
    body: { buyer },
  },
  {
    name: 'extendExpiry',
    call: (c) => c.extendExpiry({ expiresAt: '2026-11-22T10:30:00.000Z' }),
    answer: {
      state: orderState(),
      expiresAt: '2026-11-22T10:40:00.000Z',
      maxExpiresAt: '2026-11-22T11:00:00.000Z',
      now: '2026-11-22T10:28:00.000Z',
    },
    method: 'POST',
    path: '/v1/checkout/order/extend',
    body: { expiresAt: '2026-11-22T10:30:00.000Z' },
  },
  {
    name: 'sendDeviceData',
    call: (c) => c.sendDeviceData({ attributes: { Browser: ['Chrome'] } }),
    answer: { success: true },
    method: 'POST',
    path: '/v1/checkout/device',
    body: { attributes: { Browser: ['Chrome'] } },
  },
];
