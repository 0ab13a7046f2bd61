// A wallet's card over HTTP against the real sandbox: tokenized from the wallet's payment data,
// confirmed as a wallet payment, charged and declined as its card, and every bad input refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStateSchema } from '../../../api/checkout.js';
import {
  buyer,
  CARDS,
  type Checkout,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { answerChallenge, challengePath } from '../../challenge/service/testing/challenge.js';
import { walletTokenSchema } from '../api/walletToken.js';
import { walletRequest } from './testing/walletRequest.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const paymentData = (number: string, expYear = 2099) => ({ number, expMonth: 12, expYear });

/** POST /v1/checkout/wallet-tokens as the wallet frame sends it. */
const tokenize = (checkout: Checkout, body: unknown) =>
  t.raw('POST', '/v1/checkout/wallet-tokens', {
    auth: `Bearer ${checkout.token}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function walletToken(checkout: Checkout, number: string, wallet = 'google_pay') {
  const answer = await tokenize(checkout, { wallet, paymentData: paymentData(number) });
  expect(answer.status, answer.text).toBe(200);
  return walletTokenSchema.parse(answer.json);
}

async function payWithWallet(checkout: Checkout, number: string, wallet = 'google_pay') {
  const { walletToken: token } = await walletToken(checkout, number, wallet);
  const checks = await checkout.passChecks();
  return orderStateSchema.parse(
    await checkout.client.confirm(
      { buyer: buyer(), payment: { type: 'wallet', walletToken: token }, ...checks },
      crypto.randomUUID(),
    ),
  );
}

const withWallets = () => walletRequest();
const smartContract = () =>
  walletRequest({}, { nft: { ...nftRequest().nft, executionType: 'smart_contract' } });

describe('POST /v1/checkout/wallet-tokens and a wallet payment', { timeout: 20_000 }, () => {
  it("tokenizes the wallet's card: brand, last 4 and its type, never its number", async () => {
    const checkout = await t.open(withWallets());
    const answer = await tokenize(checkout, {
      wallet: 'apple_pay',
      paymentData: paymentData(CARDS.usDebit),
    });
    expect(answer.json).toEqual({
      walletToken: expect.stringMatching(/^wallet_/),
      wallet: 'apple_pay',
      brand: 'visa',
      last4: '1157',
      paymentMethodType: 'us_debit',
    });
    expect(answer.text).not.toContain(CARDS.usDebit);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("pays to Complete, charged as the wallet's card: its type and its fee", async () => {
    const checkout = await t.open(smartContract());
    const state = await payWithWallet(checkout, CARDS.usCredit);
    expect(state.order.status).toBe('Processing');
    expect(state.order.payment).toEqual({ currency: 'usd', paymentMethodType: 'us_credit' });
    const card = await t.open(smartContract());
    const byCard = await card.payWithCard(CARDS.usCredit);
    expect(state.order.processingFees).toEqual(byCard.order.processingFees);
    expect(state.order.total).toBe(byCard.order.total);
    await checkout.waitFor('Complete');
    expect(t.sandbox.store.orders.get(checkout.orderId)?.payment).toEqual({
      type: 'wallet',
      walletToken: expect.stringMatching(/^wallet_/),
      wallet: 'google_pay',
      brand: 'visa',
      last4: '4242',
    });
  });

  it("a declined wallet payment is retried like a card's, here by card", async () => {
    const checkout = await t.open(smartContract());
    await payWithWallet(checkout, CARDS.declined);
    const declined = await checkout.waitFor('Declined');
    expect(declined.order.error).toEqual({ reasonCode: 'CARD_DECLINED' });
    expect(declined.attemptsLeft).toBe(2);
    await checkout.payWithCard(CARDS.usDebit);
    await checkout.waitFor('Complete');
  });

  it("asks for the bank's challenge when the wallet's card needs one", async () => {
    const checkout = await t.open(smartContract());
    const state = await payWithWallet(checkout, CARDS.challenge, 'apple_pay');
    expect(state.nextAction?.type).toBe('challenge');
    const answered = await answerChallenge(t, challengePath(state), { action: 'authenticate' });
    expect(answered.status).toBe(200);
    await checkout.waitFor('Complete');
  });

  it.each([
    ['an unknown wallet', { wallet: 'paypal', paymentData: paymentData(CARDS.usDebit) }, 'wallet'],
    ['no payment data', { wallet: 'google_pay' }, 'paymentData'],
    [
      'a number that fails the Luhn check',
      { wallet: 'google_pay', paymentData: paymentData('4242424242424241') },
      'paymentData.number',
    ],
    [
      'an expired card',
      { wallet: 'google_pay', paymentData: paymentData(CARDS.usDebit, 2020) },
      'paymentData.expYear',
    ],
    [
      'letters in the number',
      { wallet: 'apple_pay', paymentData: { ...paymentData(CARDS.usDebit), number: '4242x' } },
      'paymentData.number',
    ],
  ])('refuses %s with 400 naming the field, echoing no number', async (_, body, field) => {
    const checkout = await t.open(withWallets());
    const answer = await tokenize(checkout, body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'VALIDATION', issues: [{ path: field }] });
    expect(answer.text).not.toContain(CARDS.usDebit);
    expect(t.sandbox.store.cards.filter((c) => c.orderId === checkout.orderId)).toEqual([]);
  });

  it('refuses a wallet the checkout does not offer, at tokenizing and at confirm', async () => {
    const cardsOnly = await t.open(
      nftRequest({ paymentMethodTypeConfig: { enabled: ['us_debit', 'google_pay'] } }),
    );
    const refused = await tokenize(cardsOnly, {
      wallet: 'apple_pay',
      paymentData: paymentData(CARDS.usDebit),
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('enable it in paymentMethodTypeConfig'),
    });
    // A wallet that pays with a card type the checkout does not offer: the card's rule holds.
    const state = await rejection(payWithWallet(cardsOnly, CARDS.usCredit));
    expect(state).toMatchObject({ status: 400, issues: [{ path: 'payment' }] });
  });

  it("refuses a card token as a wallet's, a wallet's as a card's, and another order's", async () => {
    const checkout = await t.open(withWallets());
    const other = await t.open(withWallets());
    const { walletToken: token } = await walletToken(other, CARDS.usDebit);
    const { cardToken } = await checkout.client.tokenizeCard({
      ...paymentData(CARDS.usDebit),
      cvc: '123',
    });
    const { walletToken: own } = await walletToken(checkout, CARDS.usDebit);
    const checks = await checkout.passChecks();
    const confirm = (payment: Record<string, string>) =>
      rejection(
        checkout.client.confirm(
          { buyer: buyer(), payment: payment as never, ...checks },
          crypto.randomUUID(),
        ),
      );
    expect(await confirm({ type: 'wallet', walletToken: cardToken })).toMatchObject({
      status: 400,
      issues: [{ path: 'payment.walletToken' }],
    });
    expect(await confirm({ type: 'card', cardToken: own })).toMatchObject({
      status: 400,
      issues: [{ path: 'payment.cardToken' }],
    });
    expect(await confirm({ type: 'wallet', walletToken: token })).toMatchObject({
      status: 403,
      message: expect.stringContaining('another checkout'),
    });
    expect((await checkout.client.getOrderState()).order.status).toBe('Draft');
  });
});
