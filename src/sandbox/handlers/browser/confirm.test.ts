import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStateSchema } from '../../../api/checkout.js';
import {
  buyer,
  CARDS,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

async function cardOf(
  checkout: Awaited<ReturnType<TestSandbox['open']>>,
  number: string = CARDS.usCredit,
) {
  return checkout.client.tokenizeCard({ number, expMonth: 12, expYear: 2099, cvc: '123' });
}

describe('POST /v1/checkout/confirm', { timeout: 20_000 }, () => {
  it('moves the order to Processing with the final amounts of the buyer address', async () => {
    const checkout = await t.open(nftRequest({ taxRates: { 'US-CA': 10 } }));
    const { cardToken } = await cardOf(checkout);
    const checks = await checkout.passChecks();
    const state = orderStateSchema.parse(
      await checkout.client.confirm(
        { buyer: buyer(), payment: { type: 'card', cardToken }, ...checks },
        crypto.randomUUID(),
      ),
    );
    expect(state.order.status).toBe('Processing');
    expect(state.order.processingFees).toEqual({
      tax: 10,
      clientProcessingFee: 3.8,
      networkFee: 1.5,
    });
    expect(state.order.total).toBe(115.3);
    expect(state.order.payment).toEqual({ currency: 'usd', paymentMethodType: 'us_credit' });
    expect(state.attemptsLeft).toBe(2);
  });

  it('replays the same key: one payment, one Processing transition', async () => {
    const checkout = await t.open();
    const { cardToken } = await cardOf(checkout);
    const key = crypto.randomUUID();
    const checks = await checkout.passChecks();
    const body = { buyer: buyer(), payment: { type: 'card' as const, cardToken }, ...checks };
    const [first, second] = await Promise.all([
      checkout.client.confirm(body, key),
      checkout.client.confirm(body, key),
    ]);
    expect(second).toEqual(first);
    const third = await checkout.client.confirm(body, key);
    expect(third).toEqual(first);
    const state = await checkout.waitFor('Processed');
    expect(state.transitions.filter((tr) => tr.to === 'Processing')).toHaveLength(1);
    const stored = t.sandbox.store.orders.get(checkout.orderId);
    expect(stored?.attemptsMade).toBe(1);
    expect(stored?.confirmations).toHaveLength(1);
  });

  it('refuses a second key while the order is Processing, and a key reused for another body', async () => {
    const checkout = await t.open();
    const { cardToken } = await cardOf(checkout);
    const key = crypto.randomUUID();
    const checks = await checkout.passChecks();
    const payment = { type: 'card' as const, cardToken };
    await checkout.client.confirm({ buyer: buyer(), payment, ...checks }, key);
    const second = await rejection(
      checkout.client.confirm({ buyer: buyer(), payment, ...checks }, crypto.randomUUID()),
    );
    expect(second).toMatchObject({ code: 'CONFLICT', status: 409 });
    const reused = await rejection(
      checkout.client.confirm({ buyer: buyer({ firstName: 'Grace' }), payment, ...checks }, key),
    );
    expect(reused).toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  it('requires a UUID Idempotency-Key header', async () => {
    const checkout = await t.open();
    const { cardToken } = await cardOf(checkout);
    const body = { buyer: buyer(), payment: { type: 'card', cardToken } };
    const auth = `Bearer ${checkout.token}`;
    const missing = await t.raw('POST', '/v1/checkout/confirm', { auth, body });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      issues: [{ path: 'Idempotency-Key', message: 'is required' }],
    });
    const malformed = await t.raw('POST', '/v1/checkout/confirm', {
      auth,
      body,
      headers: { 'idempotency-key': 'not-a-uuid' },
    });
    expect(malformed.json).toMatchObject({ issues: [{ path: 'Idempotency-Key' }] });
    expect((await checkout.client.getOrderState()).order.status).toBe('Draft');
  });

  it('checks the buyer on the server too: 18 or older, no PO box, valid fields', async () => {
    const checkout = await t.open();
    const { cardToken } = await cardOf(checkout);
    const payment = { type: 'card' as const, cardToken };
    const year = new Date().getUTCFullYear();
    const minor = await rejection(
      checkout.client.confirm(
        { buyer: buyer({ dateOfBirth: `${year - 17}-01-01` }), payment },
        crypto.randomUUID(),
      ),
    );
    expect(minor).toMatchObject({ code: 'VALIDATION', status: 400 });
    expect(minor.issues).toEqual([
      { path: 'buyer.dateOfBirth', message: 'buyer must be 18 or older' },
    ]);
    const b = buyer();
    const poBox = await rejection(
      checkout.client.confirm(
        { buyer: { ...b, address: { ...b.address, street1: 'PO Box 7' } }, payment },
        crypto.randomUUID(),
      ),
    );
    expect(poBox.issues[0]?.path).toBe('buyer.address.street1');
    const raw = await t.raw('POST', '/v1/checkout/confirm', {
      auth: `Bearer ${checkout.token}`,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: { buyer: { ...b, emailAddress: 'nope', phone: '555' }, payment: { type: 'cash' } },
    });
    expect(raw.status).toBe(400);
    const paths = (raw.json as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['buyer.emailAddress', 'buyer.phone']));
    expect((await checkout.client.getOrderState()).order.status).toBe('Draft');
  });

  it('refuses unknown card tokens and bank accounts with the field named', async () => {
    const checkout = await t.open();
    const checks = await checkout.passChecks();
    const card = await rejection(
      checkout.client.confirm(
        { buyer: buyer(), payment: { type: 'card', cardToken: 'card_nope' }, ...checks },
        crypto.randomUUID(),
      ),
    );
    expect(card.issues).toEqual([
      { path: 'payment.cardToken', message: 'is not a known card token' },
    ]);
    const bank = await rejection(
      checkout.client.confirm(
        {
          buyer: buyer(),
          payment: { type: 'ach', bankAccountId: crypto.randomUUID() },
          ...checks,
        },
        crypto.randomUUID(),
      ),
    );
    expect(bank.issues[0]?.path).toBe('payment.bankAccountId');
  });

  it('refuses a card whose type the checkout does not offer', async () => {
    const checkout = await t.open(
      nftRequest({ paymentMethodTypeConfig: { enabled: ['us_debit'], default: 'us_debit' } }),
    );
    const { cardToken } = await cardOf(checkout, CARDS.internationalCredit);
    const checks = await checkout.passChecks();
    const refused = await rejection(
      checkout.client.confirm(
        { buyer: buyer(), payment: { type: 'card', cardToken }, ...checks },
        crypto.randomUUID(),
      ),
    );
    expect(refused).toMatchObject({ status: 400, issues: [{ path: 'payment' }] });
  });
});
