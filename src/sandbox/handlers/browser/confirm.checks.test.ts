// Confirm with the buyer checks: a verified phone, and a tax id token of this order for a US
// buyer. What the checks find reaches the risk check and GET /v1/customers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskResponseListSchema } from '../../../api/customers.js';
import { TEST_SSNS } from '../../../api/ssn.js';
import { createTaxIdToken, verifyPhone } from '../../testing/buyerChecks.js';
import {
  buyer,
  CARDS,
  type Checkout,
  MERCHANT,
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

const smartContract = (externalUserId?: string) =>
  nftRequest({
    nft: { ...nftRequest().nft, executionType: 'smart_contract' },
    ...(externalUserId ? { externalUserId } : {}),
  });

async function confirmWith(checkout: Checkout, extra: { taxIdToken?: string }, who = buyer()) {
  const { cardToken } = await checkout.client.tokenizeCard({
    number: CARDS.usCredit,
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  return checkout.client.confirm(
    { buyer: who, payment: { type: 'card', cardToken }, ...extra },
    crypto.randomUUID(),
  );
}

describe('confirm checks the buyer checks first', { timeout: 20_000 }, () => {
  it('refuses a phone not verified for this merchant, then pays once it is', async () => {
    const checkout = await t.open();
    const who = buyer({ phone: '+1 991 555 0201' });
    const { taxIdToken } = await createTaxIdToken(t.url, checkout.token);
    const refused = await rejection(confirmWith(checkout, { taxIdToken }, who));
    expect(refused).toMatchObject({ code: 'VALIDATION', status: 400 });
    expect(refused.issues).toEqual([
      { path: 'buyer.phone', message: expect.stringContaining('POST /v1/checkout/phone/code') },
    ]);
    expect(refused.message).toMatch(/verify|one-time code/);
    expect((await checkout.client.getOrderState()).order.status).toBe('Draft');
    await verifyPhone(t.url, checkout.token, who.phone);
    const paid = await confirmWith(checkout, { taxIdToken }, who);
    expect(paid.order.status).toBe('Processing');
  });

  it('refuses a US buyer without a tax id token, or with one that is not this order’s', async () => {
    const checkout = await t.open();
    const other = await t.open();
    const missing = await rejection(confirmWith(checkout, {}));
    expect(missing).toMatchObject({ code: 'VALIDATION', status: 400 });
    expect(missing.issues).toEqual([
      { path: 'taxIdToken', message: expect.stringContaining('tax-id frame') },
    ]);
    const { taxIdToken: theirs } = await createTaxIdToken(t.url, other.token);
    const foreign = await rejection(confirmWith(checkout, { taxIdToken: theirs }));
    expect(foreign).toMatchObject({ status: 400, issues: [{ path: 'taxIdToken' }] });
    const unknown = await rejection(confirmWith(checkout, { taxIdToken: `tid_${'A'.repeat(24)}` }));
    expect(unknown).toMatchObject({ status: 400, issues: [{ path: 'taxIdToken' }] });
    const malformed = await t.raw('POST', '/v1/checkout/confirm', {
      auth: `Bearer ${checkout.token}`,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: { buyer: buyer(), payment: { type: 'card', cardToken: 'card_x' }, taxIdToken: 'tid_1' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ issues: [{ path: 'taxIdToken' }] });
    // Nothing was paid: the order is still Draft with every attempt left.
    const state = await checkout.client.getOrderState();
    expect(state).toMatchObject({ order: { status: 'Draft' }, attemptsLeft: 3 });
    const { taxIdToken } = await createTaxIdToken(t.url, checkout.token);
    expect((await confirmWith(checkout, { taxIdToken })).order.status).toBe('Processing');
  });

  it('asks no tax id of a buyer outside the US', async () => {
    const checkout = await t.open();
    const b = buyer();
    const who = buyer({
      address: { ...b.address, countryCode: 'GB', regionCode: 'LND', postalCode: 'SW1A 1AA' },
    });
    expect((await confirmWith(checkout, {}, who)).order.status).toBe('Processing');
  });

  it('replays a confirm unchanged with its key, checks and all', async () => {
    const checkout = await t.open();
    const { taxIdToken } = await createTaxIdToken(t.url, checkout.token);
    const { cardToken } = await checkout.client.tokenizeCard({
      number: CARDS.usCredit,
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    const body = { buyer: buyer(), payment: { type: 'card' as const, cardToken }, taxIdToken };
    const key = crypto.randomUUID();
    const first = await checkout.client.confirm(body, key);
    expect(await checkout.client.confirm(body, key)).toEqual(first);
  });
});

describe('the risk check sees the buyer checks', { timeout: 20_000 }, () => {
  const customersOf = async (customerId: string) =>
    riskResponseListSchema.parse(await t.merchant.listCustomers({ customer_id: customerId }));

  it('lists the checkout’s risk response under the externalUserId, phone verified, SSN masked', async () => {
    const userPlain = crypto.randomUUID();
    const checkout = await t.open(smartContract(userPlain));
    await checkout.payWithCard(CARDS.usCredit);
    await checkout.waitFor('Complete');
    const [risk, ...more] = await customersOf(userPlain);
    expect(more).toEqual([]);
    expect(risk).toMatchObject({
      sessionKey: checkout.orderId,
      level: 'low',
      customer: { isPhoneVerified: true, taxId: '•••-••-6789' },
    });
    expect(risk?.rules.map((r) => r.id)).toContain(24);
    expect(JSON.stringify(risk)).not.toContain('123456789');
  });

  it('files it under the order’s userId when the merchant gave no externalUserId', async () => {
    const checkout = await t.open(smartContract());
    await checkout.payWithCard(CARDS.usCredit);
    const { userId } = await t.merchant.getOrder(checkout.orderId);
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    const [risk] = await customersOf(userId ?? '');
    expect(risk?.sessionKey).toBe(checkout.orderId);
  });

  it(`SSN ${TEST_SSNS.high} raises the level to high: the order pays with a verified document`, async () => {
    const userHigh = crypto.randomUUID();
    const checkout = await t.open(smartContract(userHigh));
    const refused = await rejection(
      checkout.payWithCard(CARDS.usCredit, buyer(), TEST_SSNS.high, { document: false }),
    );
    expect(refused).toMatchObject({ status: 400, issues: [{ path: 'identity' }] });
    await checkout.payWithCard(CARDS.usCredit, buyer(), TEST_SSNS.high);
    await checkout.waitFor('Complete');
    const [risk] = await customersOf(userHigh);
    // The document lowers high to low; both rules say why.
    expect(risk).toMatchObject({
      level: 'low',
      customer: { taxId: '•••-••-3333', isDocumentVerified: true },
    });
    expect(risk?.rules.map((r) => r.id)).toEqual(expect.arrayContaining([36, 38]));
  });

  it(`SSN ${TEST_SSNS.veryHigh} makes it very_high: Cancelled RISD, then Refunded`, async () => {
    const userVeryHigh = crypto.randomUUID();
    const checkout = await t.open(smartContract(userVeryHigh));
    // Confirmed without the identity assessment, which would cancel it before payment.
    await checkout.payWithCard(CARDS.usCredit, buyer(), TEST_SSNS.veryHigh, { document: false });
    const state = await checkout.waitFor('Refunded');
    expect(state.transitions.map((tr) => [tr.to, tr.reasonCode])).toEqual([
      ['Draft', undefined],
      ['Processing', undefined],
      ['Cancelled', 'RISD'],
      ['Refunded', 'RISD'],
    ]);
    const [risk] = await customersOf(userVeryHigh);
    expect(risk).toMatchObject({ level: 'very_high', customer: { taxId: '•••-••-4444' } });
    expect(risk?.rules.map((r) => r.id)).toContain(37);
  });

  it('is per merchant: another merchant never lists it', async () => {
    const userIsolated = crypto.randomUUID();
    const checkout = await t.open(smartContract(userIsolated));
    await checkout.payWithCard(CARDS.usCredit);
    expect(await t.merchant2.listCustomers({ customer_id: userIsolated })).toEqual([]);
    expect(await t.merchant.listCustomers({ customer_id: userIsolated })).toHaveLength(1);
  });
});

describe('a merchant without buyer checks', { timeout: 20_000 }, () => {
  let off: TestSandbox;
  beforeAll(async () => {
    off = await startTestSandbox({
      merchants: [
        {
          ...MERCHANT,
          name: 'No checks',
          buyerChecks: { phone: false, taxId: false, identity: false },
        },
      ],
    });
  });
  afterAll(() => off.close());

  it('pays without a verified phone or a tax id, and leaves the phone unknown to risk', async () => {
    const userOff = crypto.randomUUID();
    const checkout = await off.open(smartContract(userOff));
    const session = await checkout.client.getSession();
    expect(session.checks).toEqual({
      phone: { required: false },
      taxId: { countries: [], frameUrl: `${off.sandbox.origin}/v1/checkout/tax-id-frame` },
      identity: { enabled: false, frameUrl: `${off.sandbox.origin}/v1/checkout/document-frame` },
    });
    const who = buyer({ phone: '+1 555 010 0100' });
    const { cardToken } = await checkout.client.tokenizeCard({
      number: CARDS.usCredit,
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    await checkout.client.confirm(
      { buyer: who, payment: { type: 'card', cardToken } },
      crypto.randomUUID(),
    );
    await checkout.waitFor('Complete');
    const [risk] = await off.merchant.listCustomers({ customer_id: userOff });
    expect(risk?.customer).not.toHaveProperty('isPhoneVerified');
    expect(risk?.customer).not.toHaveProperty('taxId');
    expect(risk?.rules.map((r) => r.id)).not.toContain(20);
  });
});
