import { describe, expect, it } from 'vitest';
import { memoryStore } from './storage.js';
import { errorResponse, json, session, stateWith } from './testing/fakeService.js';
import { paymentOf, record, toReview, useModels } from './testing/modelHelpers.js';
import { fakeCard } from './testing/setup.js';

const setup = useModels();

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
    paymentOf(model).models.card.setHandle(fakeCard());
    await model.next();
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

describe('pay: a confirm whose answer is lost is reconciled with the order first', () => {
  const reset = () => {
    throw new TypeError('connection reset');
  };

  it('the stream shows the payment: processing, nothing reported to the buyer or the host', async () => {
    const { model, service } = setup();
    const seen = record(model);
    await model.load();
    await toReview(model);
    service.route('POST /checkout/confirm', () => {
      service.setState(stateWith(['Processing']));
      service.lastStream()?.send(service.state);
      return reset();
    });
    await model.pay();
    expect(model.step.value).toBe('processing');
    expect(model.payError.value).toBeNull();
    expect(seen.errors).toEqual([]);
  });

  it('no stream: a read of the order shows the payment, so it is shown as processing', async () => {
    const { model, service } = setup();
    const seen = record(model);
    service.route('GET /checkout/order/events', service.hang());
    await model.load();
    await toReview(model);
    service.route('POST /checkout/confirm', () => {
      service.setState(stateWith(['Processing']));
      return reset();
    });
    await model.pay();
    expect(model.step.value).toBe('processing');
    expect(model.payError.value).toBeNull();
    expect(seen.errors).toEqual([]);
  });

  it('an answer that never comes (TIMEOUT) is reconciled the same way', async () => {
    const { model, service } = setup({ deps: { timeoutMs: 50 } });
    const seen = record(model);
    service.route('GET /checkout/order/events', service.hang());
    await model.load();
    await toReview(model);
    const hang = service.hang();
    service.route('POST /checkout/confirm', (call, signal) => {
      service.setState(stateWith(['Processing']));
      return hang(call, signal);
    });
    await model.pay();
    expect(model.step.value).toBe('processing');
    expect(seen.errors).toEqual([]);
  });

  it('the order shows no payment: the failure is shown and reported', async () => {
    const { model, service } = setup();
    const seen = record(model);
    service.route('GET /checkout/order/events', service.hang());
    await model.load();
    await toReview(model);
    service.route('POST /checkout/confirm', reset);
    await model.pay();
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(1);
    expect(model.step.value).toBe('review');
    expect(model.payError.value).toMatch(/could not reach/);
    expect(seen.errors.map((e) => e.code)).toEqual(['NETWORK']);
  });

  it('the order cannot be read either: the failure is reported; paying again reuses the key', async () => {
    const { model, service } = setup();
    const seen = record(model);
    service.route('GET /checkout/order/events', service.hang());
    await model.load();
    await toReview(model);
    service.route('POST /checkout/confirm', reset);
    service.route('GET /checkout/order', reset);
    await model.pay();
    expect(seen.errors.map((e) => e.code)).toEqual(['NETWORK']);
    expect(model.payError.value).toMatch(/could not reach/);
    await model.pay();
    const [a, b] = service.callsTo('POST', '/checkout/confirm');
    expect(b?.headers['idempotency-key']).toBe(a?.headers['idempotency-key']);
  });

  it('a confirm the service refused is reported without reading the order', async () => {
    const { model, service } = setup();
    const seen = record(model);
    await model.load();
    await toReview(model);
    service.route('POST /checkout/confirm', () => errorResponse(400, 'VALIDATION', 'bad buyer'));
    await model.pay();
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(0);
    expect(seen.errors.map((e) => e.code)).toEqual(['VALIDATION']);
  });
});
