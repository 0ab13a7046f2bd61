import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const bearer = (token: string) => `Bearer ${token}`;

describe('POST /v1/checkout/bank-links', { timeout: 20_000 }, () => {
  it('links user_good / pass_good and lists the account for the merchant', async () => {
    const checkout = await t.open();
    const link = await checkout.client.linkBankAccount({
      aggregator: 'plaid',
      username: 'user_good',
      password: 'pass_good',
    });
    expect(link.bankAccountId).toMatch(/^[0-9a-f-]{36}$/);
    expect(link.mask).toMatch(/^\d{4}$/);
    const account = await t.merchant.getBankAccount(link.bankAccountId);
    expect(account.bankAccountId).toBe(link.bankAccountId);
    expect(await rejection(t.merchant2.getBankAccount(link.bankAccountId))).toMatchObject({
      status: 404,
    });
  });

  it('answers a failed login with 402 PAYMENT_FAILED and bad input with 400', async () => {
    const checkout = await t.open();
    const failed = await rejection(
      checkout.client.linkBankAccount({
        aggregator: 'plaid',
        username: 'user_good',
        password: 'x',
      }),
    );
    expect(failed).toMatchObject({ code: 'PAYMENT_FAILED', status: 402 });
    const auth = bearer(checkout.token);
    const bad = await t.raw('POST', '/v1/checkout/bank-links', {
      auth,
      body: { aggregator: 'mybank', username: '', password: 'pass_good' },
    });
    expect(bad.status).toBe(400);
    const paths = (bad.json as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(['aggregator', 'username']);
    const noAch = await t.open(nftRequest({ paymentMethodTypeConfig: { enabled: ['us_debit'] } }));
    const refused = await rejection(
      noAch.client.linkBankAccount({
        aggregator: 'plaid',
        username: 'user_good',
        password: 'pass_good',
      }),
    );
    expect(refused).toMatchObject({ status: 400 });
    expect((await t.raw('POST', '/v1/checkout/bank-links', { body: {} })).status).toBe(401);
  });
});
