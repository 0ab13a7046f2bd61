import { describe, expect, it } from 'vitest';
import { bankAccount } from '../../../api/testing/fixtures.js';
import { accepts, failingPaths } from '../../../api/testing/schemaCheck.js';
import {
  BANK_AGGREGATORS,
  bankAccountQuerySchema,
  bankAccountRequestSchema,
  bankAccountSchema,
  deleteResultSchema,
} from './bankAccounts.js';

const aggregatorData = { auth_response: '{}', aggregator_type: 'plaid' };
const paths = (value: unknown) => failingPaths(bankAccountRequestSchema, value);

describe('bank account request (spec 2.12)', () => {
  it('the aggregators are plaid, yodlee and finicity', () => {
    expect(BANK_AGGREGATORS).toEqual(['plaid', 'yodlee', 'finicity']);
    for (const bank_aggregator of BANK_AGGREGATORS) {
      expect(paths({ processor_token: 'tok', bank_aggregator })).toEqual([]);
      expect(
        paths({ aggregator_data: { ...aggregatorData, aggregator_type: bank_aggregator } }),
      ).toEqual([]);
    }
    expect(paths({ processor_token: 'tok', bank_aggregator: 'mx' })).toEqual(['bank_aggregator']);
    expect(paths({ aggregator_data: { ...aggregatorData, aggregator_type: 'mx' } })).toEqual([
      'aggregator_data.aggregator_type',
    ]);
  });

  it('takes either a processor token or aggregator data, not both, not neither', () => {
    expect(paths({})).toEqual(['processor_token']);
    expect(
      paths({ processor_token: 'tok', bank_aggregator: 'plaid', aggregator_data: aggregatorData }),
    ).toEqual(['processor_token']);
  });

  it('a processor token needs its aggregator, and is not empty', () => {
    expect(paths({ processor_token: 'tok' })).toEqual(['bank_aggregator']);
    expect(paths({ processor_token: '', bank_aggregator: 'plaid' })).toEqual(['processor_token']);
  });

  it('aggregator data needs auth_response; the other responses are optional strings', () => {
    expect(paths({ aggregator_data: { aggregator_type: 'plaid' } })).toEqual([
      'aggregator_data.auth_response',
    ]);
    expect(
      paths({
        aggregator_data: {
          ...aggregatorData,
          balance_response: '{}',
          identity_response: '{}',
          transaction_response: '{}',
        },
      }),
    ).toEqual([]);
    expect(paths({ aggregator_data: { ...aggregatorData, balance_response: {} } })).toEqual([
      'aggregator_data.balance_response',
    ]);
  });
});

describe('bank account record and queries', () => {
  it('accepts the record; bankAccountId is a uuid, status connected or disconnected', () => {
    expect(failingPaths(bankAccountSchema, bankAccount())).toEqual([]);
    expect(failingPaths(bankAccountSchema, { ...bankAccount(), bankAccountId: 'ba_1' })).toEqual([
      'bankAccountId',
    ]);
    expect(failingPaths(bankAccountSchema, { ...bankAccount(), status: 'disconnected' })).toEqual(
      [],
    );
    expect(failingPaths(bankAccountSchema, { ...bankAccount(), status: 'linked' })).toEqual([
      'status',
    ]);
  });

  it('bank_account_id is required and not empty', () => {
    expect(failingPaths(bankAccountQuerySchema, { bank_account_id: 'b' })).toEqual([]);
    expect(failingPaths(bankAccountQuerySchema, { bank_account_id: '' })).toEqual([
      'bank_account_id',
    ]);
    expect(failingPaths(bankAccountQuerySchema, {})).toEqual(['bank_account_id']);
  });

  it.each([true, false, 'true', 'false'])('DELETE success %j is accepted', (success) => {
    expect(accepts(deleteResultSchema, { success })).toBe(true);
  });

  it.each(['yes', 1, null, undefined])('DELETE success %j is refused', (success) => {
    expect(accepts(deleteResultSchema, { success })).toBe(false);
  });
});
