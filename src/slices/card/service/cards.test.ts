import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  CARDS,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { cardTokenSchema } from '../api/cardToken.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const bearer = (token: string) => `Bearer ${token}`;
const card = (number: string, over: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  ...over,
});

describe('POST /v1/checkout/cards', { timeout: 20_000 }, () => {
  it('tokenizes a card and keeps only brand, last 4 and its outcome class', async () => {
    const checkout = await t.open();
    const token = cardTokenSchema.parse(await checkout.client.tokenizeCard(card(CARDS.usDebit)));
    expect(token).toMatchObject({ brand: 'visa', last4: '1157', paymentMethodType: 'us_debit' });
    const stored = t.sandbox.store.cards.get(token.cardToken);
    expect(stored).toMatchObject({ orderId: checkout.orderId, outcome: 'approve', last4: '1157' });
    const everything = JSON.stringify([
      ...t.sandbox.store.cards.values(),
      ...t.sandbox.store.orders.values(),
    ]);
    expect(everything).not.toContain(CARDS.usDebit);
    expect(everything).not.toContain('"cvc"');
  });

  it('keeps no card number sent to any other endpoint', async () => {
    const pan = '4111111111111111';
    const checkout = await t.open(
      nftRequest({ card: { number: pan, cvc: '987' } } as Record<string, unknown>),
    );
    const auth = `Bearer ${checkout.token}`;
    const { cardToken } = await checkout.client.tokenizeCard(card(CARDS.usCredit));
    await t.raw('POST', '/v1/checkout/quote', {
      auth,
      body: { address: { countryCode: 'US' }, paymentMethodType: 'us_credit', number: pan },
    });
    const confirmed = await t.raw('POST', '/v1/checkout/confirm', {
      auth,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: {
        buyer: { ...buyer(), cardNumber: pan },
        payment: { type: 'card', cardToken, number: pan, cvc: '987' },
        ...(await checkout.passChecks()),
      },
    });
    expect(confirmed.status).toBe(200);
    const everything = JSON.stringify([
      ...t.sandbox.store.cards.values(),
      ...t.sandbox.store.orders.values(),
      ...t.sandbox.store.tokens.values(),
    ]);
    expect(everything).not.toContain(pan);
    // As a value, not as digits: ids and timestamps may contain "987" by chance.
    expect(everything).not.toMatch(/"cvc"|"987"|:987[,}]/);
  });

  it('sends no CORS headers, not even to a preflight', async () => {
    const checkout = await t.open();
    const res = await t.raw('POST', '/v1/checkout/cards', {
      auth: bearer(checkout.token),
      body: card(CARDS.usCredit),
      headers: { origin: 'https://shop.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.raw('OPTIONS', '/v1/checkout/cards', {
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses invalid cards with the field named', async () => {
    const checkout = await t.open();
    const auth = bearer(checkout.token);
    const post = (body: unknown) => t.raw('POST', '/v1/checkout/cards', { auth, body });
    const luhn = await post(card('4242424242424241'));
    expect(luhn.status).toBe(400);
    expect(luhn.json).toMatchObject({
      issues: [{ path: 'number', message: 'is not a valid card number' }],
    });
    const short = await post(card('42424242'));
    expect(short.json).toMatchObject({ issues: [{ path: 'number' }] });
    const year = new Date().getUTCFullYear();
    const expired = await post(card(CARDS.usCredit, { expYear: year - 1 }));
    expect(expired.json).toMatchObject({
      issues: [{ path: 'expYear', message: 'card has expired' }],
    });
    const month = await post(card(CARDS.usCredit, { expMonth: 13 }));
    expect(month.json).toMatchObject({ issues: [{ path: 'expMonth' }] });
    const cvc = await post(card(CARDS.usCredit, { cvc: 12 }));
    expect(cvc.json).toMatchObject({ issues: [{ path: 'cvc' }] });
    // The number never comes back in an error.
    expect(JSON.stringify([luhn.json, expired.json])).not.toMatch(/424242424242/);
  });

  it('needs a live token: 401 without, 410 after expiry, 409 once the order is paid', async () => {
    expect((await t.raw('POST', '/v1/checkout/cards', { body: card(CARDS.usCredit) })).status).toBe(
      401,
    );
    const expired = await t.open(nftRequest({ expiresIn: 1 }));
    await expired.waitFor('Expired');
    expect(await rejection(expired.client.tokenizeCard(card(CARDS.usCredit)))).toMatchObject({
      code: 'EXPIRED',
      status: 410,
    });
    const paid = await t.open();
    await paid.payWithCard(CARDS.usCredit);
    expect(await rejection(paid.client.tokenizeCard(card(CARDS.usCredit)))).toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('token scoping', { timeout: 20_000 }, () => {
  it('a token cannot pay with card or bank tokens of another order (403)', async () => {
    const a = await t.open();
    const b = await t.open();
    const cardOfB = await b.client.tokenizeCard(card(CARDS.usCredit));
    const linkOfB = await b.client.linkBankAccount({
      aggregator: 'yodlee',
      username: 'user_good',
      password: 'pass_good',
    });
    // Past the buyer checks, so the instrument is what is refused.
    const checks = await a.passChecks();
    const withCard = await rejection(
      a.client.confirm(
        { buyer: buyer(), payment: { type: 'card', cardToken: cardOfB.cardToken }, ...checks },
        crypto.randomUUID(),
      ),
    );
    expect(withCard).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const withBank = await rejection(
      a.client.confirm(
        {
          buyer: buyer(),
          payment: { type: 'ach', bankAccountId: linkOfB.bankAccountId },
          ...checks,
        },
        crypto.randomUUID(),
      ),
    );
    expect(withBank).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect((await a.client.getOrderState()).order.status).toBe('Draft');
    expect((await b.client.getOrderState()).order.status).toBe('Draft');
  });

  it('a token reads and pays its own order only', async () => {
    const a = await t.open();
    const b = await t.open();
    expect((await a.client.getOrderState()).order.id).toBe(a.orderId);
    expect((await b.client.getSession()).state.order.id).toBe(b.orderId);
    await a.payWithCard(CARDS.usCredit);
    expect((await a.client.getOrderState()).order.status).not.toBe('Draft');
    expect((await b.client.getOrderState()).order.status).toBe('Draft');
  });
});
