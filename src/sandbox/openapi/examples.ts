// The example values of the document: one purchase told through every endpoint (the merchant's
// calls in merchantExamples.ts, the webhooks in webhookExamples.ts). Typed by the
// schemas' own types, and validated against the generated document by openapi.test.ts.

import type { CheckoutSession, OrderState, Transition } from '../../api/checkout.js';
import type { Buyer } from '../../api/checkoutBuyer.js';
import type { ConfirmRequest, Quote } from '../../api/checkoutPayment.js';
import type { ClientTokenRequest, ClientTokenResponse } from '../../api/clientTokens.js';
import { EXAMPLE_BUYER, EXAMPLE_NFT } from '../../api/exampleData.js';
import type { Order } from '../../api/orders.js';

export const IDS = {
  order: '3f2b8c1e-5d4a-4e7b-9c61-2a8f0e7d4b19',
  clientToken: 'b7e0c6a2-1f3d-4c8e-a5b9-6d2e4f1a8c37',
  reference: '0d9c6f4e-8a21-4b57-9e3c-5f1a7b2d6e84',
  user: '6a1e4c2b-9f7d-4e3a-8b5c-0d2f6e9a1b47',
  verification: 'c4d2e8f1-7a3b-4c9d-8e1f-5b6a2d9c0e73',
  bankAccount: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
  delivery: 'dlv_2b7f9c4e1a6d',
  event: 'evt_5c1e8a3f7b2d',
  txHash: '0x9f2c4e6a8b0d1f3e5a7c9b2d4f6e8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f',
} as const;

export const AT = {
  created: '2026-11-22T10:00:00.000Z',
  confirmed: '2026-11-22T10:01:12.345Z',
  processed: '2026-11-22T10:01:15.345Z',
  complete: '2026-11-22T10:01:18.345Z',
  expires: '2026-11-22T10:30:00.000Z',
  maxExpires: '2026-11-22T11:00:00.000Z',
  now: '2026-11-22T10:00:02.120Z',
} as const;

const SANDBOX = 'http://127.0.0.1:4010';

export const clientTokenRequest = {
  referenceId: IDS.reference,
  externalUserId: IDS.user,
  expiresIn: 1800,
  nft: {
    ...EXAMPLE_NFT,
    price: 100,
    quantity: 1,
    currencyCode: 'usd',
    executionType: 'smart_contract',
    network: 'ethereum',
    recipientAddress: '0x1234567890abcdef1234567890abcdef12345678',
    contractAddress: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
  },
  taxRates: { US: 5, 'US-CA': '7.25' },
  identityPrefill: { emailAddress: EXAMPLE_BUYER.emailAddress, phone: EXAMPLE_BUYER.phone },
  paymentMethodTypeConfig: { enabled: ['us_debit', 'us_credit', 'ach'], default: 'us_debit' },
} satisfies ClientTokenRequest;

export const clientTokenResponse = {
  clientToken: IDS.clientToken,
  expiresAt: AT.expires,
  orderId: IDS.order,
} satisfies ClientTokenResponse;

export const buyer = { ...EXAMPLE_BUYER } satisfies Buyer;

export const draftOrder = {
  id: IDS.order,
  createdAt: AT.created,
  referenceId: IDS.reference,
  status: 'Draft',
  expiresAt: AT.expires,
  userId: IDS.user,
  total: 110.8,
  subtotal: 100,
  processingFees: { tax: 5, clientProcessingFee: 4.3, networkFee: 1.5 },
  payment: { currency: 'usd', paymentMethodType: 'us_debit' },
  data: {
    transactionType: 'nft',
    name: 'Genesis #1',
    price: '100',
    contractAddress: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
    imageUrl: 'https://example.com/nft/1.png',
  },
} satisfies Order;

/** The order once the buyer in California paid: tax at 7.25 %, then delivered on chain. */
export const completeOrder = {
  ...draftOrder,
  status: 'Complete',
  total: 113.05,
  processingFees: { tax: 7.25, clientProcessingFee: 4.3, networkFee: 1.5 },
  withdrawal: { txHash: IDS.txHash, walletAddress: '0x1234567890abcdef1234567890abcdef12345678' },
} satisfies Order;

export const opened: Transition = { sequence: 1, from: null, to: 'Draft', at: AT.created };
export const confirmed: Transition = {
  sequence: 2,
  from: 'Draft',
  to: 'Processing',
  at: AT.confirmed,
};
const processed: Transition = {
  sequence: 3,
  from: 'Processing',
  to: 'Processed',
  at: AT.processed,
};
export const completed: Transition = {
  sequence: 4,
  from: 'Processed',
  to: 'Complete',
  at: AT.complete,
  txHash: IDS.txHash,
};

export const draftState = {
  order: draftOrder,
  transitions: [opened],
  attemptsLeft: 3,
} satisfies OrderState;

/** The paid order before its delivery: `completeOrder` without the withdrawal. */
const { withdrawal: _withdrawal, ...paidOrder } = completeOrder;

export { paidOrder };

export const processingState = {
  order: { ...paidOrder, status: 'Processing' },
  transitions: [opened, confirmed],
  attemptsLeft: 2,
} satisfies OrderState;

export const completeState = {
  order: completeOrder,
  transitions: [opened, confirmed, processed, completed],
  attemptsLeft: 0,
} satisfies OrderState;

export const session = {
  state: draftState,
  nft: clientTokenRequest.nft,
  identityPrefill: clientTokenRequest.identityPrefill,
  paymentMethods: { enabled: ['us_debit', 'us_credit', 'ach'], default: 'us_debit' },
  cardFrameUrl: `${SANDBOX}/v1/checkout/card-frame`,
  expiresAt: AT.expires,
  sessionKey: IDS.order,
  now: AT.now,
  maxExpiresAt: AT.maxExpires,
  checks: {
    phone: { required: true, verifiedPhone: '+1 990 555 0100' },
    taxId: { countries: ['US'], frameUrl: `${SANDBOX}/v1/checkout/tax-id-frame` },
    identity: { enabled: true, frameUrl: `${SANDBOX}/v1/checkout/document-frame` },
  },
} satisfies CheckoutSession;

export const quote = {
  currency: 'usd',
  subtotal: 100,
  taxRate: 7.25,
  taxRegion: 'US-CA',
  tax: 7.25,
  clientProcessingFee: 3.8,
  networkFee: 1.5,
  total: 112.55,
} satisfies Quote;

export const confirmRequest = {
  buyer,
  payment: { type: 'card', cardToken: 'card_7d3f9b1e-4c2a-4e8d-b6f0-2a9c5e1d7b34' },
  taxIdToken: 'tid_Q7m2Kx9pL4vR8sT1wY6zB3nC',
} satisfies ConfirmRequest;
