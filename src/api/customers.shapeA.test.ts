import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  ACTION_TYPES,
  PERSONAL_INFO_SOURCES,
  riskRequestASchema,
} from './customers.js';
import { riskRequestA } from './testing/fixtures.js';
import { failingPaths } from './testing/schemaCheck.js';

type Json = Record<string, unknown>;

/** Shape A with one field of `customer` (or of its transaction / bank) replaced. */
function shapeA(part: 'top' | 'customer' | 'address' | 'transaction' | 'bank', patch: Json) {
  const a = riskRequestA() as unknown as Json & { customer: Json & { transaction: Json } };
  const transaction = a.customer.transaction as Json & { paymentMethod: Json & { bank: Json } };
  if (part === 'top') return { ...a, ...patch };
  if (part === 'customer') return { ...a, customer: { ...a.customer, ...patch } };
  if (part === 'address') {
    return {
      ...a,
      customer: { ...a.customer, address: { ...(a.customer.address as Json), ...patch } },
    };
  }
  if (part === 'transaction') {
    return { ...a, customer: { ...a.customer, transaction: { ...transaction, ...patch } } };
  }
  const paymentMethod = {
    ...transaction.paymentMethod,
    bank: { ...transaction.paymentMethod.bank, ...patch },
  };
  return { ...a, customer: { ...a.customer, transaction: { ...transaction, paymentMethod } } };
}
const pathsA = (value: unknown) => failingPaths(riskRequestASchema, value);

describe('risk request shape A (spec 2.7)', () => {
  it('accepts the full example', () => {
    expect(pathsA(riskRequestA())).toEqual([]);
  });

  it.each([
    ['flow', ''],
    ['flow', undefined],
    ['sessionKey', 'session-1'],
    ['sessionKey', ''],
    ['customer', undefined],
  ])('top-level %s %j is refused', (field, value) => {
    expect(pathsA(shapeA('top', { [field]: value }))).toEqual([field]);
  });

  it.each([
    'id',
    'taxId',
    'firstName',
    'lastName',
    'dateOfBirth',
    'address',
    'transaction',
    'emailAddress',
    'isEmailVerified',
    'phone',
    'isPhoneVerified',
  ])('customer.%s is required', (field) => {
    expect(pathsA(shapeA('customer', { [field]: undefined }))).toEqual([`customer.${field}`]);
  });

  it.each([
    ['id', 'user-1'],
    ['dateOfBirth', '1990-13-01'],
    ['emailAddress', 'ada@'],
    ['phone', '555 0100'],
    ['isEmailVerified', 'true'],
    ['createdAtMills', 1.5],
  ])('customer.%s %j is refused', (field, value) => {
    expect(pathsA(shapeA('customer', { [field]: value }))).toEqual([`customer.${field}`]);
  });

  it('createdAtMills and personalInfo are optional', () => {
    expect(
      pathsA(shapeA('customer', { createdAtMills: undefined, personalInfo: undefined })),
    ).toEqual([]);
  });

  it.each(['street1', 'city', 'regionCode', 'postalCode', 'countryCode'])(
    'customer.address.%s is required',
    (field) => {
      expect(pathsA(shapeA('address', { [field]: undefined }))).toEqual([
        `customer.address.${field}`,
      ]);
    },
  );

  it('customer.address.street2 is optional', () => {
    expect(pathsA(shapeA('address', { street2: 'Apt 2' }))).toEqual([]);
  });

  it.each([
    ['regionCode', 'CAL'],
    ['regionCode', 'C'],
    ['countryCode', 'USA'],
    ['countryCode', 'U'],
  ])('customer.address.%s %j is refused (2 characters)', (field, value) => {
    expect(pathsA(shapeA('address', { [field]: value }))).toEqual([`customer.address.${field}`]);
  });

  it('personalInfo source is one of the three verifications', () => {
    expect(PERSONAL_INFO_SOURCES).toEqual([
      'id_verification',
      'bank_verification',
      'phone_verification',
    ]);
    for (const source of PERSONAL_INFO_SOURCES) {
      expect(pathsA(shapeA('customer', { personalInfo: [{ source }] }))).toEqual([]);
    }
    expect(
      pathsA(shapeA('customer', { personalInfo: [{ source: 'email_verification' }] })),
    ).toEqual(['customer.personalInfo.0.source']);
    expect(pathsA(shapeA('customer', { personalInfo: [{ firstName: 'Ada' }] }))).toEqual([
      'customer.personalInfo.0.source',
    ]);
  });

  it('personalInfo dates and country codes follow the same rules as the customer', () => {
    const info = (over: Record<string, unknown>) => [{ source: 'id_verification', ...over }];
    expect(
      pathsA(shapeA('customer', { personalInfo: info({ dateOfBirth: '1990-02-30' }) })),
    ).toEqual(['customer.personalInfo.0.dateOfBirth']);
    expect(
      pathsA(shapeA('customer', { personalInfo: info({ address: { countryCode: 'USA' } }) })),
    ).toEqual(['customer.personalInfo.0.address.countryCode']);
  });

  it.each([
    'id',
    'createdAtMillis',
    'amount',
    'itemCategory',
    'actionType',
    'currencyCode',
    'paymentMethod',
  ])('customer.transaction.%s is required', (field) => {
    expect(pathsA(shapeA('transaction', { [field]: undefined }))).toEqual([
      `customer.transaction.${field}`,
    ]);
  });

  it('transaction.actionType is one of the nine actions', () => {
    expect(ACTION_TYPES).toHaveLength(9);
    for (const actionType of ACTION_TYPES) {
      expect(pathsA(shapeA('transaction', { actionType }))).toEqual([]);
    }
    expect(pathsA(shapeA('transaction', { actionType: 'mint' }))).toEqual([
      'customer.transaction.actionType',
    ]);
  });

  it.each([
    ['id', 'tx-1'],
    ['currencyCode', 'US'],
    ['currencyCode', 'USDT'],
    ['amount', '500'],
  ])('transaction.%s %j is refused', (field, value) => {
    expect(pathsA(shapeA('transaction', { [field]: value }))).toEqual([
      `customer.transaction.${field}`,
    ]);
  });

  it('paymentMethod.type is the constant crypto and bank is required', () => {
    const paymentMethod = riskRequestA().customer.transaction.paymentMethod;
    expect(
      pathsA(shapeA('transaction', { paymentMethod: { ...paymentMethod, type: 'card' } })),
    ).toEqual(['customer.transaction.paymentMethod.type']);
    expect(pathsA(shapeA('transaction', { paymentMethod: { type: 'crypto' } }))).toEqual([
      'customer.transaction.paymentMethod.bank',
    ]);
  });

  it.each(['accountNumber', 'routingNumber', 'accountType', 'balance', 'balanceCurrencyCode'])(
    'bank.%s is required',
    (field) => {
      expect(pathsA(shapeA('bank', { [field]: undefined }))).toEqual([
        `customer.transaction.paymentMethod.bank.${field}`,
      ]);
    },
  );

  it('bank.accountType is checking, savings or other', () => {
    expect(ACCOUNT_TYPES).toEqual(['checking', 'savings', 'other']);
    for (const accountType of ACCOUNT_TYPES)
      expect(pathsA(shapeA('bank', { accountType }))).toEqual([]);
    expect(pathsA(shapeA('bank', { accountType: 'credit' }))).toEqual([
      'customer.transaction.paymentMethod.bank.accountType',
    ]);
  });

  it('bank.balanceCurrencyCode is 3 letters', () => {
    expect(pathsA(shapeA('bank', { balanceCurrencyCode: 'US' }))).toEqual([
      'customer.transaction.paymentMethod.bank.balanceCurrencyCode',
    ]);
  });
});
