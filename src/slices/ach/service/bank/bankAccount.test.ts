import { describe, expect, it } from 'vitest';
import { thrown } from '../../../../api/testing/failure.js';
import { failingPaths } from '../../../../api/testing/schemaCheck.js';
import { bankAccountSchema } from '../../api/bankAccounts.js';
import { aggregatorLogin, bankAccountFromRequest } from './bankAccount.js';
import { SANDBOX_INSTITUTIONS } from './institutions.js';
import { finicityAuth, plaidAuth, yodleeAuth } from './testAggregatorData.js';

const ID = '0b6f0c2e-6a58-4d8e-9f3a-1c2d3e4f5a6b';
const fixedId = () => ID;

function valid<T>(account: T): T {
  expect(failingPaths(bankAccountSchema, account)).toEqual([]);
  return account;
}

describe('bankAccountFromRequest with a processor token', () => {
  it.each(['plaid', 'yodlee', 'finicity'] as const)(
    'links the %s sandbox account',
    (aggregator) => {
      const account = valid(
        bankAccountFromRequest(
          { processor_token: 'processor-sandbox-1', bank_aggregator: aggregator },
          fixedId,
        ),
      );
      const institution = SANDBOX_INSTITUTIONS[aggregator];
      expect(account).toEqual({
        bankAccountId: ID,
        accountNumber: expect.stringMatching(/^\*{8}\d{4}$/),
        name: institution.name,
        officialName: institution.officialName,
        routingNumber: institution.routingNumber,
        subtype: 'checking',
        type: 'depository',
        wireRoutingNumber: institution.wireRoutingNumber,
        institutionName: institution.institutionName,
        status: 'connected',
      });
    },
  );

  it('names the same account for the same token, a new id each time', () => {
    const a = bankAccountFromRequest({ processor_token: 't1', bank_aggregator: 'plaid' });
    const b = bankAccountFromRequest({ processor_token: 't1', bank_aggregator: 'plaid' });
    const c = bankAccountFromRequest({ processor_token: 't2', bank_aggregator: 'plaid' });
    expect(b.accountNumber).toBe(a.accountNumber);
    expect(c.accountNumber).not.toBe(a.accountNumber);
    expect(b.bankAccountId).not.toBe(a.bankAccountId);
    valid(a);
  });

  it('refuses a token without its aggregator, or neither way', () => {
    const noAggregator = thrown(() => bankAccountFromRequest({ processor_token: 't1' }));
    expect(noAggregator).toMatchObject({ code: 'VALIDATION', status: 400 });
    expect(noAggregator.issues).toEqual([
      { path: 'bank_aggregator', message: 'is required with processor_token' },
    ]);
    expect(thrown(() => bankAccountFromRequest({})).issues[0]?.path).toBe('processor_token');
  });
});

describe('bankAccountFromRequest with aggregator data', () => {
  const data = (aggregator_type: 'plaid' | 'yodlee' | 'finicity', auth: unknown, extra = {}) => ({
    aggregator_data: { aggregator_type, auth_response: JSON.stringify(auth), ...extra },
  });

  it('reads a Plaid auth response, joining accounts and numbers on account_id', () => {
    expect(valid(bankAccountFromRequest(data('plaid', plaidAuth), fixedId))).toEqual({
      bankAccountId: ID,
      accountNumber: '************0000',
      name: 'Plaid Checking',
      officialName: 'Plaid Gold Standard 0% Interest Checking',
      routingNumber: '011401533',
      subtype: 'checking',
      type: 'depository',
      wireRoutingNumber: '021000021',
      institutionName: 'First Platypus Bank',
      status: 'connected',
    });
  });

  it('reads a Yodlee account, taking the routing number among the transfer codes', () => {
    expect(valid(bankAccountFromRequest(data('yodlee', yodleeAuth), fixedId))).toMatchObject({
      accountNumber: '****1123',
      name: 'TESTDATA',
      officialName: 'Dag Checking Plus',
      routingNumber: '110000000',
      wireRoutingNumber: '110000000',
      subtype: 'checking',
      type: 'depository',
      institutionName: 'Dag Site',
    });
  });

  it('reads Finicity ACH details, numbers given as numbers too', () => {
    expect(valid(bankAccountFromRequest(data('finicity', finicityAuth), fixedId))).toMatchObject({
      accountNumber: '******4567',
      name: 'Checking',
      officialName: 'Checking',
      routingNumber: '021000021',
      subtype: 'checking',
      institutionName: 'FinBank',
    });
  });

  it('falls back to flat keys and the sandbox institution for what is missing', () => {
    const flat = { account_number: '12345678', routing_number: '011000015' };
    expect(valid(bankAccountFromRequest(data('yodlee', flat), fixedId))).toMatchObject({
      accountNumber: '****5678',
      name: 'Checking',
      routingNumber: '011000015',
      wireRoutingNumber: '011000015',
      subtype: 'checking',
      type: 'depository',
      institutionName: 'Dag Site',
    });
  });

  it.each([
    ['{not json', 'auth_response', 'must be the aggregator response as a JSON string'],
    ['[1,2]', 'auth_response', 'must be a JSON object'],
    ['null', 'auth_response', 'must be a JSON object'],
    ['{}', 'auth_response', 'must contain the account number'],
    ['{"accountNumber":"1234567"}', 'auth_response', 'must contain a 9-digit routing number'],
    [
      '{"accountNumber":"12","routingNumber":"011000015"}',
      'auth_response',
      'must contain the account number',
    ],
  ])('refuses auth_response %s naming the field', (auth, field, message) => {
    const error = thrown(() =>
      bankAccountFromRequest({
        aggregator_data: { aggregator_type: 'plaid', auth_response: auth },
      }),
    );
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400 });
    expect(error.issues).toEqual([{ path: `aggregator_data.${field}`, message }]);
    expect(error.message).toContain(`aggregator_data.${field}`);
  });

  it.each(['balance_response', 'identity_response', 'transaction_response'])(
    'refuses a broken %s too',
    (field) => {
      const error = thrown(() =>
        bankAccountFromRequest(data('plaid', plaidAuth, { [field]: 'oops' })),
      );
      expect(error.issues[0]?.path).toBe(`aggregator_data.${field}`);
      expect(() =>
        bankAccountFromRequest(data('plaid', plaidAuth, { [field]: '{"ok":true}' })),
      ).not.toThrow();
    },
  );
});

describe('aggregatorLogin', () => {
  it.each(['plaid', 'yodlee', 'finicity'] as const)(
    'links user_good / pass_good at %s',
    (aggregator) => {
      const account = valid(
        aggregatorLogin({ aggregator, username: 'user_good', password: 'pass_good' }, fixedId),
      );
      expect(account).toMatchObject({
        bankAccountId: ID,
        institutionName: SANDBOX_INSTITUTIONS[aggregator].institutionName,
        status: 'connected',
      });
      expect(account?.accountNumber).toMatch(/^\*{8}\d{4}$/);
    },
  );

  it('fails any other login', () => {
    for (const [username, password] of [
      ['user_good', 'pass_bad'],
      ['user_bad', 'pass_good'],
      ['USER_GOOD', 'pass_good'],
      ['user_good ', 'pass_good'],
    ]) {
      expect(
        aggregatorLogin({
          aggregator: 'plaid',
          username: username ?? '',
          password: password ?? '',
        }),
      ).toBeUndefined();
    }
  });

  it('gives every login its own id', () => {
    const login = { aggregator: 'plaid' as const, username: 'user_good', password: 'pass_good' };
    expect(aggregatorLogin(login)?.bankAccountId).not.toBe(aggregatorLogin(login)?.bankAccountId);
  });
});

describe('Plaid account choice', () => {
  const request = (auth: unknown) => ({
    aggregator_data: { aggregator_type: 'plaid' as const, auth_response: JSON.stringify(auth) },
  });

  it('takes the first account with numbers when none is checking', () => {
    const auth = {
      accounts: [
        { account_id: 'a', subtype: 'savings', name: 'No numbers' },
        { account_id: 'b', subtype: 'savings', name: 'Savings' },
      ],
      numbers: { ach: [{ account_id: 'b', account: '55554444', routing: '011401533' }] },
    };
    expect(bankAccountFromRequest(request(auth))).toMatchObject({
      name: 'Savings',
      accountNumber: '****4444',
    });
  });

  it('pairs the first account and numbers when ids do not match', () => {
    const auth = {
      accounts: [{ account_id: 'a', name: 'Main' }],
      numbers: { ach: [{ account_id: 'zz', account: '55554444', routing: '011401533' }] },
    };
    expect(bankAccountFromRequest(request(auth))).toMatchObject({
      name: 'Main',
      accountNumber: '****4444',
    });
  });
});
