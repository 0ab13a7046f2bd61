import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutModel } from '../../../checkout/model.js';
import { BANK_ACCOUNT_ID } from '../../../checkout/testing/fakeService.js';
import { paymentOf } from '../../../checkout/testing/modelHelpers.js';
import { loadedModel } from '../../../checkout/testing/setup.js';

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

const login = (username: string, password: string) =>
  ({ aggregator: 'plaid', username, password }) as const;

describe('payment model: bank login', () => {
  it('marks each missing credential on its own field, without asking the service', async () => {
    const made = await loadedModel();
    model = made.model;
    const payment = paymentOf(model);
    await payment.models.ach.link(login('', 'pass_good'));
    expect(payment.models.ach.errors.value).toEqual({
      username: expect.stringMatching(/^Enter your bank username/),
    });
    await payment.models.ach.link(login('user_good', ''));
    expect(payment.models.ach.errors.value).toEqual({
      password: expect.stringMatching(/^Enter your bank password/),
    });
    await payment.models.ach.link(login('  ', ''));
    expect(Object.keys(payment.models.ach.errors.value)).toEqual(['username', 'password']);
    expect(made.service.callsTo('POST', '/checkout/bank-links')).toHaveLength(0);
  });

  it('puts a refusal on the password, saying how to fix it', async () => {
    ({ model } = await loadedModel());
    await paymentOf(model).models.ach.link(login('user_good', 'wrong'));
    expect(paymentOf(model).models.ach.errors.value).toEqual({
      password: expect.stringMatching(
        /did not accept .* Enter the ones you use for online banking/,
      ),
    });
  });

  it('blames no field when the service cannot be reached', async () => {
    const made = await loadedModel();
    model = made.model;
    made.service.route('POST /checkout/bank-links', () => {
      throw new TypeError('Failed to fetch');
    });
    await paymentOf(model).models.ach.link(login('user_good', 'pass_good'));
    expect(paymentOf(model).models.ach.errors.value).toEqual({
      form: expect.stringMatching(/could not reach the payment service/),
    });
  });

  it('counts every finished attempt, so the view can move focus to each result', async () => {
    ({ model } = await loadedModel());
    const payment = paymentOf(model);
    expect(payment.models.ach.attempts.value).toBe(0);
    await payment.models.ach.link(login('', ''));
    await payment.models.ach.link(login('user_good', 'wrong'));
    await payment.models.ach.link(login('user_good', 'wrong'));
    expect(payment.models.ach.attempts.value).toBe(3);
    await payment.models.ach.link(login('user_good', 'pass_good'));
    expect(payment.models.ach.attempts.value).toBe(4);
    expect(payment.models.ach.errors.value).toEqual({});
    expect(payment.models.ach.linked.value?.bankAccountId).toBe(BANK_ACCOUNT_ID);
  });
});
