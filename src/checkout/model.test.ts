import { describe, expect, it, vi } from 'vitest';
import { BANK_ACCOUNT_ID, errorResponse, session, TOKEN } from './testing/fakeService.js';
import { paymentOf, record, toReview, useModels } from './testing/modelHelpers.js';
import { CARD_TOKEN, clock, fakeCard, settle } from './testing/setup.js';

const setup = useModels();

describe('loading', () => {
  it('loads the session, prefills the form, preselects the default and says ready', async () => {
    const { model } = setup();
    const seen = record(model);
    // The details step is bundled: it shows (empty, the locale's country) before the session.
    expect(model.step.value).toBe('details');
    expect(model.session.value).toBeNull();
    await model.load();
    expect(model.step.value).toBe('details');
    expect(model.form.values.value.firstName).toBe('Ada');
    expect(model.form.values.value.countryCode).toBe('US');
    expect(paymentOf(model).methods.value).toEqual(['card', 'ach']);
    expect(paymentOf(model).method.value).toBe('card');
    expect(model.secondsLeft.value).toBe(1800);
    expect(seen.ready).toEqual([
      expect.objectContaining({ type: 'ready', orderId: 'ord_1', status: 'Draft' }),
    ]);
  });

  it('Continue before the session arrives waits for it, checks the prefilled form, then moves', async () => {
    const { model } = setup();
    const moving = model.next();
    expect(model.flow.id.value).toBe('details');
    expect(model.form.errors.value).toEqual({});
    await model.load();
    await moving;
    expect(model.flow.id.value).toBe('payment');
  });

  it('preselects ACH when it is the default and offers only enabled methods', async () => {
    const { model } = setup({
      session: session({ paymentMethods: { enabled: ['ach'], default: 'ach' } }),
    });
    await model.load();
    expect(paymentOf(model).methods.value).toEqual(['ach']);
    expect(paymentOf(model).method.value).toBe('ach');
    paymentOf(model).select('card');
    expect(paymentOf(model).method.value).toBe('ach');
  });

  it('offers the wallets as buttons beside card and ACH, the default choice preselected', async () => {
    const { model } = setup({
      session: session({
        paymentMethods: {
          enabled: ['apple_pay', 'google_pay', 'us_credit', 'ach'],
          default: 'ach',
        },
      }),
    });
    await model.load();
    expect(paymentOf(model).methods.value).toEqual(['card', 'ach', 'wallet']);
    expect(paymentOf(model).labels.value.map((choice) => choice.id)).toEqual(['card', 'ach']);
    expect(paymentOf(model).express.value).toEqual(['wallet']);
    expect(paymentOf(model).method.value).toBe('ach');
  });

  it('shows the error step and tells the host when the token is refused', async () => {
    const { model, service } = setup();
    service.route('GET /checkout/session', () =>
      errorResponse(401, 'UNAUTHORIZED', 'Unknown client token.'),
    );
    const seen = record(model);
    await model.load();
    expect(model.step.value).toBe('error');
    expect(seen.errors.map((e) => e.code)).toEqual(['UNAUTHORIZED']);
  });

  it('shows the expired step when the token has expired', async () => {
    const { model, service } = setup();
    service.route('GET /checkout/session', () => errorResponse(401, 'EXPIRED', 'Expired.'));
    await model.load();
    expect(model.step.value).toBe('expired');
  });
});

describe('details and payment', () => {
  it('keeps the buyer on details until every field is valid', async () => {
    const { model } = setup();
    await model.load();
    model.form.setField('emailAddress', 'nope');
    model.form.setField('dateOfBirth', '2015-01-01');
    model.next();
    expect(model.step.value).toBe('details');
    expect(model.form.errors.value).toEqual({
      emailAddress: 'Enter an email address like name@example.com.',
      dateOfBirth:
        'You must be 18 or older to buy. Check that the date of birth is yours and correct.',
    });
    model.form.setField('emailAddress', 'ada@example.com');
    expect(model.form.errors.value.emailAddress).toBeUndefined();
    model.form.setField('dateOfBirth', '1990-01-01');
    model.next();
    expect(model.step.value).toBe('payment');
  });

  it('refuses a card whose type the session does not enable', async () => {
    const { model, service } = setup();
    await model.load();
    model.next();
    paymentOf(model).models.card.setHandle(
      fakeCard({ ...CARD_TOKEN, paymentMethodType: 'international_credit' }),
    );
    await model.next();
    expect(model.step.value).toBe('payment');
    expect(paymentOf(model).error.value).toBe(
      'This checkout does not accept international credit cards. Use another card or another payment method.',
    );
    expect(service.callsTo('POST', '/checkout/quote')).toEqual([]);
  });

  it('quotes the buyer address and the card type', async () => {
    const { model, service } = setup();
    await model.load();
    await toReview(model);
    expect(service.callsTo('POST', '/checkout/quote')[0]?.body).toEqual({
      address: { countryCode: 'US', regionCode: 'CA' },
      paymentMethodType: 'us_debit',
    });
    expect(paymentOf(model).quote.value?.total).toBe(12.34);
  });

  it('links a bank account and quotes ACH', async () => {
    const { model, service } = setup();
    await model.load();
    model.next();
    paymentOf(model).select('ach');
    await model.next();
    expect(paymentOf(model).error.value).toMatch(/Link a bank account first/);
    await paymentOf(model).models.ach.link({
      aggregator: 'plaid',
      username: 'user_bad',
      password: 'x',
    });
    expect(paymentOf(model).models.ach.errors.value.password).toMatch(/did not accept/);
    await paymentOf(model).models.ach.link({
      aggregator: 'plaid',
      username: 'user_good',
      password: 'pass_good',
    });
    expect(paymentOf(model).models.ach.linked.value?.bankAccountId).toBe(BANK_ACCOUNT_ID);
    await model.next();
    expect(model.step.value).toBe('review');
    expect(service.callsTo('POST', '/checkout/quote')[0]?.body).toMatchObject({
      paymentMethodType: 'ach',
    });
  });
});

describe('time and disposal', () => {
  it('shows expired when the countdown reaches zero, and asks the service', async () => {
    vi.useFakeTimers();
    try {
      const { model, service } = setup();
      await model.load();
      clock.now += 1_799_000;
      await vi.advanceTimersByTimeAsync(1000);
      expect(model.secondsLeft.value).toBe(1);
      clock.now += 1000;
      await vi.advanceTimersByTimeAsync(1000);
      expect(model.secondsLeft.value).toBe(0);
      expect(model.step.value).toBe('expired');
      expect(service.callsTo('GET', '/checkout/order').length).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('dispose leaves no timers, requests or listeners', async () => {
    vi.useFakeTimers();
    try {
      const { model, service } = setup();
      model.on('event', () => undefined);
      await model.load();
      await vi.advanceTimersByTimeAsync(0);
      expect(service.openRequests()).toBe(1);
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      model.dispose();
      await vi.advanceTimersByTimeAsync(0);
      expect(vi.getTimerCount()).toBe(0);
      expect(service.openRequests()).toBe(0);
      expect(model.listenerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the client token on every call', async () => {
    const { model, service } = setup();
    await model.load();
    await settle();
    expect(service.calls.length).toBeGreaterThan(1);
    for (const call of service.calls) expect(call.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});
