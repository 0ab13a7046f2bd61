import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NftCheckoutError } from '../api/errors.js';
import type { CheckoutEvent, ReadyEvent } from './events.js';
import type { CheckoutModel } from './model.js';
import { memoryStore } from './storage.js';
import {
  BANK_ACCOUNT_ID,
  errorResponse,
  json,
  session,
  stateWith,
  TOKEN,
} from './testing/fakeService.js';
import { CARD_TOKEN, fakeCard, settle, setupModel } from './testing/setup.js';

let models: CheckoutModel[] = [];
function setup(...args: Parameters<typeof setupModel>) {
  const made = setupModel(...args);
  models.push(made.model);
  return made;
}
afterEach(() => {
  for (const model of models) model.dispose();
  models = [];
});

function record(model: CheckoutModel) {
  const events: CheckoutEvent[] = [];
  const errors: NftCheckoutError[] = [];
  const ready: ReadyEvent[] = [];
  model.on('event', (e) => events.push(e));
  model.on('error', (e) => errors.push(e));
  model.on('ready', (e) => ready.push(e));
  return { events, errors, ready };
}

async function toReview(model: CheckoutModel) {
  model.continueToPayment();
  model.payment.setCardHandle(fakeCard());
  await model.continueToReview();
  expect(model.step.value).toBe('review');
}

describe('loading', () => {
  it('loads the session, prefills the form, preselects the default and says ready', async () => {
    const { model } = setup();
    const seen = record(model);
    expect(model.step.value).toBe('loading');
    await model.load();
    expect(model.step.value).toBe('details');
    expect(model.form.values.value.firstName).toBe('Ada');
    expect(model.form.values.value.countryCode).toBe('US');
    expect(model.payment.methods.value).toEqual(['card', 'ach']);
    expect(model.payment.method.value).toBe('card');
    expect(model.secondsLeft.value).toBe(1800);
    expect(seen.ready).toEqual([
      expect.objectContaining({ type: 'ready', orderId: 'ord_1', status: 'Draft' }),
    ]);
  });

  it('preselects ACH when it is the default and offers only enabled methods', async () => {
    const { model } = setup({
      session: session({ paymentMethods: { enabled: ['ach'], default: 'ach' } }),
    });
    await model.load();
    expect(model.payment.methods.value).toEqual(['ach']);
    expect(model.payment.method.value).toBe('ach');
    model.payment.select('card');
    expect(model.payment.method.value).toBe('ach');
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
    model.continueToPayment();
    expect(model.step.value).toBe('details');
    expect(model.form.errors.value).toEqual({
      emailAddress: 'Enter an email address like name@example.com.',
      dateOfBirth: 'You must be 18 or older to buy.',
    });
    model.form.setField('emailAddress', 'ada@example.com');
    expect(model.form.errors.value.emailAddress).toBeUndefined();
    model.form.setField('dateOfBirth', '1990-01-01');
    model.continueToPayment();
    expect(model.step.value).toBe('payment');
  });

  it('refuses a card whose type the session does not enable', async () => {
    const { model, service } = setup();
    await model.load();
    model.continueToPayment();
    model.payment.setCardHandle(
      fakeCard({ ...CARD_TOKEN, paymentMethodType: 'international_credit' }),
    );
    await model.continueToReview();
    expect(model.step.value).toBe('payment');
    expect(model.payment.error.value).toBe(
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
    expect(model.payment.quote.value?.total).toBe(12.34);
  });

  it('links a bank account and quotes ACH', async () => {
    const { model, service } = setup();
    await model.load();
    model.continueToPayment();
    model.payment.select('ach');
    await model.continueToReview();
    expect(model.payment.error.value).toMatch(/Link a bank account first/);
    await model.payment.linkBank({ aggregator: 'plaid', username: 'user_bad', password: 'x' });
    expect(model.payment.bankError.value).toMatch(/did not accept/);
    await model.payment.linkBank({
      aggregator: 'plaid',
      username: 'user_good',
      password: 'pass_good',
    });
    expect(model.payment.bankLink.value?.bankAccountId).toBe(BANK_ACCOUNT_ID);
    await model.continueToReview();
    expect(model.step.value).toBe('review');
    expect(service.callsTo('POST', '/checkout/quote')[0]?.body).toMatchObject({
      paymentMethodType: 'ach',
    });
  });
});

describe('pay', () => {
  it('confirms once whatever the clicks, with device data first', async () => {
    const { model, service } = setup();
    await model.load();
    await toReview(model);
    await Promise.all([model.pay(), model.pay(), model.pay()]);
    const confirms = service.callsTo('POST', '/checkout/confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(confirms[0]?.body).toMatchObject({ payment: { type: 'card', cardToken: 'ct_1' } });
    const order = service.calls.map((c) => c.path);
    expect(order.indexOf('/checkout/device')).toBeLessThan(order.indexOf('/checkout/confirm'));
    expect(service.callsTo('POST', '/checkout/device')).toHaveLength(1);
    expect(model.step.value).toBe('processing');
  });

  it('pays even when device data fails', async () => {
    const { model, service } = setup();
    service.route('POST /checkout/device', () => errorResponse(500, 'SERVER', 'down'));
    await model.load();
    await toReview(model);
    await model.pay();
    expect(service.callsTo('POST', '/checkout/confirm')).toHaveLength(1);
  });

  it('reuses the stored idempotency key after a reload', async () => {
    const store = memoryStore();
    const first = setup({ store });
    first.service.route('POST /checkout/confirm', () => errorResponse(503, 'SERVER', 'busy'));
    await first.model.load();
    await toReview(first.model);
    await first.model.pay();
    expect(first.model.payError.value).toMatch(/had a problem/);
    first.model.dispose();

    const second = setup({ store });
    await second.model.load();
    await toReview(second.model);
    await second.model.pay();
    const key = (s: typeof first) => s.service.callsTo('POST', '/checkout/confirm')[0]?.headers;
    expect(key(second)?.['idempotency-key']).toBe(key(first)?.['idempotency-key']);
  });

  it('shows the order as it is when the confirm conflicts (paid elsewhere)', async () => {
    const { model, service } = setup();
    await model.load();
    await toReview(model);
    service.route('POST /checkout/confirm', () => {
      service.setState(stateWith(['Processing', 'Processed']));
      return errorResponse(409, 'CONFLICT', 'Order is not Draft.');
    });
    const seen = record(model);
    await model.pay();
    expect(model.step.value).toBe('processed');
    expect(seen.events.map((e) => e.type)).toEqual(['processed']);
  });

  it('offers another method after a decline and pays it with a new key', async () => {
    const { model, service } = setup();
    const seen = record(model);
    await model.load();
    await toReview(model);
    service.route('POST /checkout/confirm', () =>
      json(
        200,
        stateWith(['Processing', 'Declined'], { reasonCode: 'CARD_DECLINED', attemptsLeft: 1 }),
      ),
    );
    await model.pay();
    expect(model.step.value).toBe('declined');
    expect(seen.events).toEqual([
      expect.objectContaining({ type: 'declined', reasonCode: 'CARD_DECLINED', attemptsLeft: 1 }),
    ]);
    model.tryAnotherMethod();
    expect(model.step.value).toBe('payment');
    model.payment.setCardHandle(fakeCard());
    await model.continueToReview();
    service.route('POST /checkout/confirm', () =>
      json(200, stateWith(['Processing', 'Declined', 'Processing'])),
    );
    await model.pay();
    expect(model.step.value).toBe('processing');
    const [a, b] = service.callsTo('POST', '/checkout/confirm');
    expect(a?.headers['idempotency-key']).not.toBe(b?.headers['idempotency-key']);
  });

  it('does not offer a retry without attempts left', async () => {
    const { model, service } = setup({
      session: session({
        state: stateWith(['Processing', 'Declined'], {
          reasonCode: 'BANK_DECLINED',
          attemptsLeft: 0,
        }),
      }),
    });
    await model.load();
    expect(model.step.value).toBe('declined');
    model.tryAnotherMethod();
    expect(model.step.value).toBe('declined');
    expect(service.callsTo('GET', '/checkout/order/events')).toEqual([]);
  });
});

describe('events', () => {
  it('emits each reportable transition once and in order despite duplicates and disorder', async () => {
    const { model, service } = setup();
    const seen = record(model);
    await model.load();
    await settle();
    const stream = service.lastStream()!;
    const complete = stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0xabc' });
    stream.send(stateWith(['Processing']));
    stream.send(stateWith(['Processing', 'Processed']));
    stream.send(stateWith(['Processing', 'Processed']));
    stream.send(stateWith(['Processing']));
    stream.send({ ...complete, transitions: [...complete.transitions].reverse() });
    stream.send(complete);
    await settle();
    expect(seen.events.map((e) => [e.type, e.id, e.sequence])).toEqual([
      ['processed', 'ord_1:2', 2],
      ['complete', 'ord_1:3', 3],
    ]);
    const done = seen.events[1];
    expect(done?.type === 'complete' && done.txHash).toBe('0xabc');
    expect(done?.referenceId).toBe('ref-1');
    expect(model.step.value).toBe('complete');
    expect(model.trackerActive).toBe(false);
  });

  it('fills a gap from the next history before emitting', async () => {
    const { model, service } = setup();
    const seen = record(model);
    await model.load();
    await settle();
    const gapped = stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0x1' });
    service.setState(gapped);
    service.lastStream()!.send({ ...gapped, transitions: [gapped.transitions[2]!] });
    await settle();
    await settle();
    expect(seen.events.map((e) => e.type)).toEqual(['processed', 'complete']);
  });

  it('delivers nothing twice across a reload of the page', async () => {
    const store = memoryStore();
    const complete = stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0x1' });
    const first = setup({ store, session: session({ state: complete }) });
    const firstSeen = record(first.model);
    await first.model.load();
    expect(firstSeen.events.map((e) => e.type)).toEqual(['processed', 'complete']);
    first.model.dispose();

    const second = setup({ store, session: session({ state: complete }) });
    const secondSeen = record(second.model);
    await second.model.load();
    expect(second.model.step.value).toBe('complete');
    expect(secondSeen.events).toEqual([]);
    expect(secondSeen.ready[0]?.status).toBe('Complete');
  });

  it('replays the current status event to a late listener, once', async () => {
    const cancelled = stateWith(['Processing', 'Cancelled'], { reasonCode: 'NETF' });
    const { model } = setup({ session: session({ state: cancelled }) });
    await model.load();
    const late = vi.fn();
    const lateAll = vi.fn();
    const lateOther = vi.fn();
    model.on('cancelled', late);
    model.on('event', lateAll);
    model.on('complete', lateOther);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late.mock.calls[0]?.[0]).toMatchObject({ type: 'cancelled', reasonCode: 'NETF' });
    expect(lateAll).toHaveBeenCalledTimes(1);
    expect(lateOther).not.toHaveBeenCalled();
  });

  it('refuses and reports a transition outside the lifecycle', async () => {
    const bad = stateWith(['Processing']);
    bad.transitions[0] = { ...bad.transitions[0]!, to: 'Complete' };
    const { model } = setup({ session: session({ state: bad }) });
    const seen = record(model);
    await model.load();
    expect(model.step.value).toBe('details');
    expect(seen.events).toEqual([]);
    expect(seen.errors[0]?.message).toMatch(/Draft -> Complete is not an allowed transition/);
  });

  it('calls the option callbacks', async () => {
    const onReady = vi.fn();
    const onExpired = vi.fn();
    const onEvent = vi.fn();
    const { model } = setup({
      session: session({ state: stateWith(['Expired']) }),
      options: { onReady, onExpired, onEvent },
    });
    await model.load();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'expired', id: 'ord_1:1' }),
    );
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('keeps going when a host listener throws', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const { model } = setup({ session: session({ state: stateWith(['Expired']) }) });
    const after = vi.fn();
    model.on('expired', () => {
      throw new Error('host bug');
    });
    model.on('expired', after);
    await model.load();
    expect(after).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('time and disposal', () => {
  it('shows expired when the countdown reaches zero, and asks the service', async () => {
    vi.useFakeTimers();
    try {
      const { model, service } = setup();
      const { clock } = await import('./testing/setup.js');
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
