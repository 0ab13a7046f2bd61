import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderState } from '../api/checkout.js';
import { orderSchema } from '../api/orders.js';
import {
  buyer,
  CARDS,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from './testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const smartContract = (extra: Record<string, unknown> = {}) =>
  nftRequest({ nft: { ...nftRequest().nft, executionType: 'smart_contract', ...extra } });
const withNftId = (blockchainNftId: string) =>
  nftRequest({ nft: { ...nftRequest().nft, blockchainNftId } });

/** The history as `Status REASON` strings. */
const path = (state: OrderState) =>
  state.transitions.map((tr) => (tr.reasonCode ? `${tr.to} ${tr.reasonCode}` : tr.to));

describe('trigger table (README)', { timeout: 20_000 }, () => {
  it.each([
    [CARDS.usDebit, 'us_debit'],
    [CARDS.internationalCredit, 'international_credit'],
    [CARDS.usCredit, 'us_credit'],
  ])('card %s: Processed, then Complete on its own (smart_contract)', async (card, type) => {
    const checkout = await t.open(smartContract());
    const confirmed = await checkout.payWithCard(card);
    expect(confirmed.order.status).toBe('Processing');
    const done = await checkout.waitFor('Complete');
    expect(path(done)).toEqual(['Draft', 'Processing', 'Processed', 'Complete']);
    expect(done.order.payment?.paymentMethodType).toBe(type);
    expect(done.order.withdrawal?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(done.transitions.at(-1)?.txHash).toBe(done.order.withdrawal?.txHash);
    expect(orderSchema.safeParse(done.order).success).toBe(true);
  });

  it('approved card without smart_contract: Processed, waiting for the Delivered event', async () => {
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.usCredit);
    await checkout.waitFor('Processed');
    // Three settlement delays later it is still Processed: only the merchant completes it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await checkout.client.getOrderState()).order.status).toBe('Processed');
  });

  it('card 4000 0000 0000 0002: Declined CARD_DECLINED, with retries left', async () => {
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.declined);
    const state = await checkout.waitFor('Declined');
    expect(path(state)).toEqual(['Draft', 'Processing', 'Declined CARD_DECLINED']);
    expect(state.order.error).toEqual({ reasonCode: 'CARD_DECLINED' });
    expect(state.attemptsLeft).toBe(2);
  });

  it('card 4000 0000 0000 9995: Declined INSUFFICIENT_FUNDS', async () => {
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.insufficientFunds);
    const state = await checkout.waitFor('Declined');
    expect(state.order.error).toEqual({ reasonCode: 'INSUFFICIENT_FUNDS' });
  });

  it('a declined order can be retried with another card until attempts run out', async () => {
    const checkout = await t.open(smartContract());
    await checkout.payWithCard(CARDS.declined);
    await checkout.waitFor('Declined');
    await checkout.payWithCard(CARDS.usDebit);
    const done = await checkout.waitFor('Complete');
    expect(path(done)).toEqual([
      'Draft',
      'Processing',
      'Declined CARD_DECLINED',
      'Processing',
      'Processed',
      'Complete',
    ]);
    expect(done.order.error).toBeUndefined();

    const broke = await t.open();
    for (let attempt = 0; attempt < 3; attempt++) {
      await broke.payWithCard(CARDS.insufficientFunds);
      await broke.waitFor('Declined');
    }
    expect((await broke.client.getOrderState()).attemptsLeft).toBe(0);
    const refused = await rejection(broke.payWithCard(CARDS.usDebit));
    expect(refused).toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  it('buyer email with +very-high-risk: Cancelled RISD, then Refunded', async () => {
    const checkout = await t.open(smartContract());
    // Confirmed without the identity assessment, which would cancel it before payment.
    await checkout.payWithCard(
      CARDS.usDebit,
      buyer({ emailAddress: 'ada+very-high-risk@example.com' }),
      undefined,
      { document: false },
    );
    const state = await checkout.waitFor('Refunded');
    expect(path(state)).toEqual(['Draft', 'Processing', 'Cancelled RISD', 'Refunded RISD']);
    expect(state.order.error).toEqual({ reasonCode: 'RISD' });
  });

  it('buyers with the other risk modifiers still pay (high: with a verified document)', async () => {
    const checkout = await t.open(smartContract());
    await checkout.payWithCard(CARDS.usDebit, buyer({ emailAddress: 'ada+high-risk@example.com' }));
    await checkout.waitFor('Complete');
  });

  it.each([
    ['sandbox-not-available', 'NA'],
    ['sandbox-price-change', 'PRCC'],
  ])('nft.blockchainNftId %s: Cancelled %s, then Refunded', async (id, code) => {
    const checkout = await t.open(withNftId(id));
    await checkout.payWithCard(CARDS.usCredit);
    const state = await checkout.waitFor('Refunded');
    expect(path(state)).toEqual(['Draft', 'Processing', `Cancelled ${code}`, `Refunded ${code}`]);
    expect(state.order.error).toEqual({ reasonCode: code });
  });

  it('nft.blockchainNftId sandbox-network-failure: Processed, Cancelled NETF, Refunded', async () => {
    const checkout = await t.open(withNftId('sandbox-network-failure'));
    await checkout.payWithCard(CARDS.usCredit);
    const state = await checkout.waitFor('Refunded');
    expect(path(state)).toEqual([
      'Draft',
      'Processing',
      'Processed',
      'Cancelled NETF',
      'Refunded NETF',
    ]);
    expect(state.transitions.map((tr) => tr.sequence)).toEqual([1, 2, 3, 4, 5]);
  });

  it('expiresIn passing before payment: Expired (timer), and writes are refused with 410', async () => {
    const checkout = await t.open(nftRequest({ expiresIn: 1 }));
    const state = await checkout.waitFor('Expired');
    expect(path(state)).toEqual(['Draft', 'Expired']);
    expect(state.attemptsLeft).toBe(0);
    const late = await rejection(
      checkout.client.quote({ address: { countryCode: 'US' }, paymentMethodType: 'us_debit' }),
    );
    expect(late).toMatchObject({ code: 'EXPIRED', status: 410 });
  });

  it('sandbox aggregator user_good / pass_good: ACH linked, Processed, then Complete', async () => {
    const checkout = await t.open(smartContract());
    const link = await checkout.client.linkBankAccount({
      aggregator: 'plaid',
      username: 'user_good',
      password: 'pass_good',
    });
    await checkout.client.confirm(
      {
        buyer: buyer(),
        payment: { type: 'ach', bankAccountId: link.bankAccountId },
        ...(await checkout.passChecks()),
      },
      crypto.randomUUID(),
    );
    const done = await checkout.waitFor('Complete');
    expect(path(done)).toEqual(['Draft', 'Processing', 'Processed', 'Complete']);
    expect(done.order.payment?.paymentMethodType).toBe('ach');
    expect(done.order.processingFees?.clientProcessingFee).toBe(1);
  });

  it('any other Luhn-valid card is approved as a US credit card', async () => {
    const checkout = await t.open(smartContract());
    const card = await checkout.client.tokenizeCard({
      number: '5555555555554444',
      expMonth: 1,
      expYear: 2099,
      cvc: '123',
    });
    expect(card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      paymentMethodType: 'us_credit',
    });
    await checkout.client.confirm(
      {
        buyer: buyer(),
        payment: { type: 'card', cardToken: card.cardToken },
        ...(await checkout.passChecks()),
      },
      crypto.randomUUID(),
    );
    await checkout.waitFor('Complete');
  });
});
