// The store's bounds over HTTP: each merchant (and each order, for card tokens and bank links)
// has its own caps. Reaching one answers 429 RATE_LIMITED to that merchant; nothing another
// merchant or another order holds is ever dropped to make room.
import { afterEach, describe, expect, it } from 'vitest';
import { riskRequestB } from '../../api/testing/fixtures.js';
import { passBuyerChecks } from '../testing/buyerChecks.js';
import {
  basic,
  buyer,
  CARDS,
  MERCHANT,
  MERCHANT_2,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';

let t: TestSandbox | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const start = async (limits: Record<string, number>) => {
  t = await startTestSandbox({ limits });
  return t;
};

const processorToken = {
  processor_token: 'processor-sandbox-1',
  bank_aggregator: 'plaid',
} as const;
const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: '123' });
const bankLogin = { aggregator: 'plaid', username: 'user_good', password: 'pass_good' } as const;
const rateLimited = { code: 'RATE_LIMITED', status: 429 };

describe('store limits per merchant', { timeout: 30_000 }, () => {
  it("bank accounts: a merchant's own cap answers 429; the other merchant's stay", async () => {
    const s = await start({ maxRecords: 3 });
    const other = await s.merchant2.addBankAccount(processorToken);
    const own = [];
    for (let i = 0; i < 3; i++) own.push(await s.merchant.addBankAccount(processorToken));
    const full = await rejection(s.merchant.addBankAccount(processorToken));
    expect(full).toMatchObject(rateLimited);
    expect(full.message).toMatch(/bank accounts.*DELETE \/v1\/payment-method\/ach/);
    expect(await s.merchant2.getBankAccount(other.bankAccountId)).toEqual(other);
    expect(await s.merchant.getBankAccount(own[0]!.bankAccountId)).toEqual(own[0]);
    // Deleting one makes room again.
    await s.merchant.deleteBankAccount(own[0]!.bankAccountId);
    await expect(s.merchant.addBankAccount(processorToken)).resolves.toBeTruthy();
  });

  it("risk evaluations: 429 past the merchant's cap; the other merchant's list is whole", async () => {
    const s = await start({ maxRecords: 3 });
    await s.merchant2.evaluateCustomer(riskRequestB());
    for (let i = 0; i < 3; i++) await s.merchant.evaluateCustomer(riskRequestB());
    expect(await rejection(s.merchant.evaluateCustomer(riskRequestB()))).toMatchObject(rateLimited);
    expect(await s.merchant2.listCustomers()).toHaveLength(1);
    expect(await s.merchant.listCustomers()).toHaveLength(3);
  });

  it("identity sessions: 429 past the merchant's cap; the other merchant's still answer", async () => {
    const s = await start({ maxRecords: 2 });
    const request = {
      sessionKey: crypto.randomUUID(),
      platform: 'ios',
      provider: 'incode',
    } as const;
    const other = await s.merchant2.createIdentityDocumentToken(request);
    for (let i = 0; i < 2; i++) await s.merchant.createIdentityDocumentToken(request);
    expect(await rejection(s.merchant.createIdentityDocumentToken(request))).toMatchObject(
      rateLimited,
    );
    await expect(s.merchant2.getVerification(other.verification_id)).resolves.toBeTruthy();
  });

  it('device sessions: new session keys past the cap get 429; a known key is replaced', async () => {
    const s = await start({ maxRecords: 2 });
    const post = (who: typeof MERCHANT, sessionKey: string) =>
      s.raw('POST', '/v1/devices', { auth: basic(who), body: { sessionKey } });
    expect((await post(MERCHANT_2, 'theirs')).status).toBe(200);
    expect((await post(MERCHANT, 'a')).status).toBe(200);
    expect((await post(MERCHANT, 'b')).status).toBe(200);
    const full = await post(MERCHANT, 'c');
    expect(full.status).toBe(429);
    expect(full.json).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await post(MERCHANT, 'a')).status).toBe(200);
    expect((await post(MERCHANT_2, 'theirs-2')).status).toBe(200);
  });

  it("orders: a merchant's own finished orders make way, never another merchant's", async () => {
    const s = await start({ maxOrders: 2 });
    const selfDelivering = () =>
      nftRequest({ nft: { ...nftRequest().nft, executionType: 'smart_contract' } });
    const theirToken = (await s.merchant2.createClientToken(selfDelivering())).clientToken;
    const theirs = s.checkout(theirToken);
    const theirCard = await theirs.tokenizeCard(card(CARDS.usCredit));
    const theirState = await theirs.confirm(
      {
        buyer: buyer(),
        payment: { type: 'card', cardToken: theirCard.cardToken },
        ...(await passBuyerChecks(s.url, theirToken, buyer())),
      },
      crypto.randomUUID(),
    );
    for (let i = 0; i < 3; i++) {
      const mine = await s.open(selfDelivering());
      await mine.payWithCard(CARDS.usCredit);
      await mine.waitFor('Complete');
    }
    // Merchant 1 has created three orders; its oldest finished one made way, no one else's.
    expect((await s.merchant.listOrders()).length).toBe(2);
    expect((await s.merchant2.getOrder(theirState.order.id)).status).toBe('Complete');
    // Merchant 1 with both kept orders open gets 429; merchant 2 still opens orders.
    await s.open();
    await s.open();
    const full = await rejection(s.merchant.createClientToken(nftRequest()));
    expect(full).toMatchObject(rateLimited);
    expect(full.message).toMatch(/2 open orders.*try again once some expire or finish/);
    await expect(s.merchant2.createClientToken(nftRequest())).resolves.toBeTruthy();
  });
});

describe('store limits per order', { timeout: 30_000 }, () => {
  it('card tokens: 429 past the cap of one order; another order of the merchant still tokenizes', async () => {
    const s = await start({ maxPerOrder: 2 });
    const a = await s.open();
    await a.client.tokenizeCard(card(CARDS.usCredit));
    const kept = await a.client.tokenizeCard(card(CARDS.usDebit));
    const full = await rejection(a.client.tokenizeCard(card(CARDS.usCredit)));
    expect(full).toMatchObject(rateLimited);
    expect(full.message).toMatch(/card tokens/);
    expect(full.message).not.toContain(CARDS.usCredit);
    const b = await s.open();
    await expect(b.client.tokenizeCard(card(CARDS.usCredit))).resolves.toBeTruthy();
    // The tokens already issued still pay.
    await a.client.confirm(
      {
        buyer: buyer(),
        payment: { type: 'card', cardToken: kept.cardToken },
        ...(await a.passChecks()),
      },
      crypto.randomUUID(),
    );
    await a.waitFor('Processed');
  });

  it("card tokens: past the merchant's cap only tokens of orders that can't be paid make way", async () => {
    const s = await start({ maxRecords: 2, maxPerOrder: 5 });
    const theirToken = (await s.merchant2.createClientToken(nftRequest())).clientToken;
    const theirs = s.checkout(theirToken);
    const theirCard = await theirs.tokenizeCard(card(CARDS.usCredit));
    const first = await s.open();
    const firstCard = await first.client.tokenizeCard(card(CARDS.usCredit));
    const second = await s.open();
    await second.client.tokenizeCard(card(CARDS.usCredit));
    // Two tokens of orders that can still be paid: the merchant is full.
    const full = await rejection(second.client.tokenizeCard(card(CARDS.usDebit)));
    expect(full).toMatchObject(rateLimited);
    expect(full.message).toMatch(/Merchant sandbox-merchant holds 2 card tokens/);
    // Once the first order is paid, its token can no longer pay anything and makes way.
    await first.client.confirm(
      {
        buyer: buyer(),
        payment: { type: 'card', cardToken: firstCard.cardToken },
        ...(await first.passChecks()),
      },
      crypto.randomUUID(),
    );
    await first.waitFor('Processed');
    await expect(second.client.tokenizeCard(card(CARDS.usDebit))).resolves.toBeTruthy();
    // Merchant 2's token was never touched.
    const state = await theirs.confirm(
      {
        buyer: buyer(),
        payment: { type: 'card', cardToken: theirCard.cardToken },
        ...(await passBuyerChecks(s.url, theirToken, buyer())),
      },
      crypto.randomUUID(),
    );
    expect(state.order.status).toBe('Processing');
  });

  it('bank links: 429 past the cap of one order', async () => {
    const s = await start({ maxPerOrder: 2 });
    const a = await s.open();
    await a.client.linkBankAccount(bankLogin);
    await a.client.linkBankAccount(bankLogin);
    const full = await rejection(a.client.linkBankAccount(bankLogin));
    expect(full).toMatchObject(rateLimited);
    const b = await s.open();
    await expect(b.client.linkBankAccount(bankLogin)).resolves.toBeTruthy();
  });
});
