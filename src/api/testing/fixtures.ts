// Test-only: one valid value of every request and response of the interface. Tests copy one
// and break a single field, so each failure names one rule.
import type { BankAccount } from '../../slices/ach/api/bankAccounts.js';
import type {
  IdentityTokenResponse,
  VerificationResult,
} from '../../slices/document/api/identity.js';
import type { CheckoutSession, OrderState } from '../checkout.js';
import type { ClientTokenRequest, ClientTokenResponse } from '../clientTokens.js';
import type { RiskRequestA, RiskRequestB, RiskResponse } from '../customers.js';
import { EXAMPLE_BUYER, EXAMPLE_NFT } from '../exampleData.js';
import type { Order } from '../orders.js';

export const UUID_1 = '0b6f0c2e-6a58-4d8e-9f3a-1c2d3e4f5a6b';
export const UUID_2 = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';

export const clientTokenRequest = (): ClientTokenRequest => ({
  referenceId: UUID_1,
  expiresIn: 1800,
  externalUserId: UUID_2,
  customerId: 'cust-1',
  nft: {
    ...EXAMPLE_NFT,
    price: 498.6,
    executionType: 'smart_contract',
    network: 'ethereum',
    recipientAddress: '0xabc',
    platform: 'horizon',
    contractAddress: '0xdef',
    blockchainNftId: '42',
    quantity: 1,
    currencyCode: 'usd',
  },
  taxRates: { US: 5, 'US-CA': '7.25' },
  identityPrefill: { ...EXAMPLE_BUYER, phone: '+1 555 010 0100' },
  paymentMethodTypeConfig: {
    enabled: ['us_debit', 'us_credit', 'international_debit', 'international_credit', 'ach'],
    default: 'us_debit',
  },
});

export const clientTokenResponse = (): ClientTokenResponse => ({
  clientToken: UUID_1,
  expiresAt: '2026-11-22T10:30:00.000Z',
});

export const order = (): Order => ({
  id: 'ord_1',
  createdAt: '2026-11-22T10:00:00.000Z',
  referenceId: UUID_1,
  status: 'Complete',
  expiresAt: '2026-11-22T10:30:00.000Z',
  userId: 'user_1',
  total: 500,
  subtotal: 498.6,
  processingFees: { tax: 0, clientProcessingFee: 1.1, networkFee: 0.3 },
  payment: { currency: 'usd', paymentMethodType: 'us_debit' },
  data: {
    transactionType: 'nft',
    name: 'Genesis #1',
    price: '498.6',
    contractAddress: '0xdef',
    imageUrl: 'https://example.com/nft/1.png',
  },
  withdrawal: { txHash: '0x123', walletAddress: '0xabc' },
});

export const riskRequestA = (): RiskRequestA => ({
  flow: 'checkout',
  sessionKey: UUID_1,
  customer: {
    id: UUID_2,
    taxId: '123456789',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    address: {
      street1: '1 Main St',
      city: 'San Francisco',
      regionCode: 'CA',
      postalCode: '94105',
      countryCode: 'US',
    },
    transaction: {
      id: UUID_1,
      createdAtMillis: 1_763_800_000_000,
      amount: 500,
      itemCategory: 'nft',
      actionType: 'buy',
      currencyCode: 'USD',
      paymentMethod: {
        type: 'crypto',
        bank: {
          accountNumber: '000123456789',
          routingNumber: '110000000',
          accountType: 'checking',
          balance: 100_000,
          balanceCurrencyCode: 'USD',
        },
      },
    },
    emailAddress: 'ada@example.com',
    isEmailVerified: true,
    phone: '+15550100100',
    isPhoneVerified: true,
    createdAtMills: 1_763_000_000_000,
    personalInfo: [{ source: 'id_verification', firstName: 'Ada' }],
  },
});

export const riskRequestB = (): RiskRequestB => ({
  flow: { id: 'f1', name: 'payment', type: 'payment' },
  sessionKey: 'session-1',
  customer: { id: 'user-1', emailAddress: 'ada@example.com' },
  checkpoints: ['customer', 'device'],
  partnerId: 'p1',
  partnerName: 'Partner',
  workflowName: 'wf',
});

export const riskResponse = (): RiskResponse => ({
  sessionKey: 'session-1',
  level: 'low',
  status: 'Success',
  customer: {
    score: 12,
    level: 'low',
    reasonCodes: ['PNA'],
    signals: [{ key: 'emailLevel', value: 'low' }],
  },
  checkpoints: { customer: { riskLevel: { value: 'low', ruleIds: [1] } } },
  rules: [{ id: 1, isLive: true, isAllowlisted: false, name: 'baseline' }],
  checkpointData: [{ name: 'customer', type: 'weighted_max' }],
});

export const identityTokenResponse = (): IdentityTokenResponse => ({
  token_type: 'Bearer',
  expires_in: 600,
  access_token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
  incode_sdk_base_url: 'https://sdk.example.com',
  verification_id: 'ver_1',
  scope: 'mobilesdk',
});

export const verificationResult = (): VerificationResult => ({
  verificationId: 'ver_1',
  status: 'complete',
  documentData: {
    type: 'driver_license',
    number: 'D123',
    dateOfBirth: '1990-12-10',
    dateOfIssue: '2020-01-01',
    dateOfExpiry: '2030-01-01',
    issuingCountry: 'US',
    address: '1 Main St, San Francisco, CA',
  },
  verification: { riskLevel: 'low', forgeryLevel: 'low', faceMatchLevel: 'not_applicable' },
});

export const bankAccount = (): BankAccount => ({
  bankAccountId: UUID_2,
  accountNumber: '000123456789',
  name: 'Checking',
  officialName: 'Plaid Gold Checking',
  routingNumber: '110000000',
  subtype: 'checking',
  type: 'depository',
  wireRoutingNumber: '110000000',
  institutionName: 'First Platypus Bank',
  status: 'connected',
});

export const orderState = (): OrderState => ({
  order: { ...order(), status: 'Draft', withdrawal: undefined },
  transitions: [],
  attemptsLeft: 3,
});

export const checkoutSession = (): CheckoutSession => ({
  state: orderState(),
  nft: { name: 'Genesis #1', imageUrl: 'https://example.com/nft/1.png', price: 498.6 },
  paymentMethods: { enabled: ['us_debit', 'ach'], default: 'us_debit' },
  cardFrameUrl: 'http://127.0.0.1:4010/v1/checkout/card-frame?origin=http%3A%2F%2Flocalhost',
  expiresAt: '2026-11-22T10:30:00.000Z',
  sessionKey: 'session-1',
  now: '2026-11-22T10:00:00.000Z',
  maxExpiresAt: '2026-11-22T11:00:00.000Z',
  checks: {
    phone: { required: false },
    taxId: { countries: [], frameUrl: 'http://127.0.0.1:4010/v1/checkout/tax-id-frame' },
    identity: { enabled: false, frameUrl: 'http://127.0.0.1:4010/v1/checkout/document-frame' },
  },
});
