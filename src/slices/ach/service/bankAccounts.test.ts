import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basic,
  MERCHANT,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { bankAccountSchema } from '../api/bankAccounts.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const auth = basic(MERCHANT);
const plaidAuth = JSON.stringify({
  accounts: [{ account_id: 'a1', name: 'Plaid Checking', subtype: 'checking', type: 'depository' }],
  numbers: { ach: [{ account_id: 'a1', account: '1111222233330000', routing: '011401533' }] },
});

describe('/v1/payment-method/ach', { timeout: 20_000 }, () => {
  it('adds by processor token, gets and deletes', async () => {
    const added = bankAccountSchema.parse(
      await t.merchant.addBankAccount({
        processor_token: 'processor-sandbox-1',
        bank_aggregator: 'plaid',
      }),
    );
    expect(added.status).toBe('connected');
    expect(await t.merchant.getBankAccount(added.bankAccountId)).toEqual(added);
    expect(await t.merchant.deleteBankAccount(added.bankAccountId)).toEqual({ success: true });
    expect(await rejection(t.merchant.getBankAccount(added.bankAccountId))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('adds by aggregator data, never returning the full account number', async () => {
    const added = await t.merchant.addBankAccount({
      aggregator_data: { auth_response: plaidAuth, aggregator_type: 'plaid' },
    });
    expect(added.accountNumber.endsWith('0000')).toBe(true);
    expect(added.accountNumber).not.toContain('1111222233330000');
  });

  it('keeps accounts per merchant', async () => {
    const added = await t.merchant.addBankAccount({
      processor_token: 'p',
      bank_aggregator: 'yodlee',
    });
    expect(await rejection(t.merchant2.getBankAccount(added.bankAccountId))).toMatchObject({
      status: 404,
    });
    expect(await rejection(t.merchant2.deleteBankAccount(added.bankAccountId))).toMatchObject({
      status: 404,
    });
    expect((await t.merchant.getBankAccount(added.bankAccountId)).bankAccountId).toBe(
      added.bankAccountId,
    );
  });

  it('refuses bad bodies and queries with the field named', async () => {
    const both = await t.raw('POST', '/v1/payment-method/ach', {
      auth,
      body: {
        processor_token: 'p',
        bank_aggregator: 'plaid',
        aggregator_data: { auth_response: plaidAuth, aggregator_type: 'plaid' },
      },
    });
    expect(both.status).toBe(400);
    expect(both.json).toMatchObject({ issues: [{ path: 'processor_token' }] });
    const noAggregator = await t.raw('POST', '/v1/payment-method/ach', {
      auth,
      body: { processor_token: 'p' },
    });
    expect(noAggregator.json).toMatchObject({ issues: [{ path: 'bank_aggregator' }] });
    const notJson = await t.raw('POST', '/v1/payment-method/ach', {
      auth,
      body: { aggregator_data: { auth_response: '{oops', aggregator_type: 'plaid' } },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json).toMatchObject({ issues: [{ path: 'aggregator_data.auth_response' }] });
    const noId = await t.raw('GET', '/v1/payment-method/ach', { auth });
    expect(noId.json).toMatchObject({
      issues: [{ path: 'bank_account_id', message: 'is required' }],
    });
    const unknown = await t.raw('DELETE', '/v1/payment-method/ach?bank_account_id=nope', { auth });
    expect(unknown.status).toBe(404);
    const deleteNoId = await t.raw('DELETE', '/v1/payment-method/ach', { auth });
    expect(deleteNoId.json).toMatchObject({ issues: [{ path: 'bank_account_id' }] });
    const deleteNoAuth = await t.raw('DELETE', '/v1/payment-method/ach?bank_account_id=x');
    expect(deleteNoAuth.status).toBe(401);
    expect((await t.raw('GET', '/v1/payment-method/ach?bank_account_id=x')).status).toBe(401);
  });
});

describe('aggregator data that would make a pattern slow', { timeout: 20_000 }, () => {
  it('is refused in under 50 ms', async () => {
    // A long digit run that does not end in digits: the worst case of "ends in 4+ digits".
    for (const accountNumber of [`${'1'.repeat(60_000)}x`, `${'1 '.repeat(30_000)}x`]) {
      const body = {
        aggregator_data: {
          aggregator_type: 'plaid',
          auth_response: JSON.stringify({ accountNumber, routingNumber: '011401533' }),
        },
      };
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3 && best >= 50; run++) {
        const started = performance.now();
        const res = await t.raw('POST', '/v1/payment-method/ach', { auth, body });
        best = Math.min(best, performance.now() - started);
        expect(res.status).toBe(400);
        expect(res.json).toMatchObject({ issues: [{ path: 'aggregator_data.auth_response' }] });
      }
      expect(best).toBeLessThan(50);
    }
  });
});
