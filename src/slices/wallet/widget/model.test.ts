import { describe, expect, it } from 'vitest';
import type { WalletUnavailableEvent } from '../../../api/hostEvents.js';
import { session } from '../../../checkout/testing/fakeService.js';
import { paymentOf, useModels } from '../../../checkout/testing/modelHelpers.js';
import { walletTokenSchema } from '../api/walletToken.js';

const setup = useModels();
const withWallets = () =>
  session({
    paymentMethods: {
      enabled: ['us_credit', 'us_debit', 'apple_pay', 'google_pay'],
      default: 'us_credit',
    },
    walletFrameUrl: 'https://svc.example/v1/checkout/wallet-frame',
  });
const readToken = (fields: Readonly<Record<string, unknown>>) => {
  const token = walletTokenSchema.safeParse(fields);
  return token.success ? token.data : undefined;
};
const token = {
  walletToken: 'wallet_abc',
  wallet: 'google_pay',
  brand: 'visa',
  last4: '5556',
  paymentMethodType: 'us_debit',
};

async function loaded() {
  const made = setup({ session: withWallets() });
  const told: WalletUnavailableEvent[] = [];
  made.model.on('wallet_unavailable', (event) => told.push(event));
  await made.model.load();
  await made.model.next();
  const payment = paymentOf(made.model);
  return { ...made, told, payment, wallet: payment.models.wallet };
}

describe('the wallet method', () => {
  it('is a button above the choices, never the preselected choice', async () => {
    const { payment } = await loaded();
    expect(payment.express.value).toEqual(['wallet']);
    expect(payment.labels.value.map((choice) => choice.id)).toEqual(['card']);
    expect(payment.method.value).toBe('card');
  });

  it('tells the host once of each wallet that cannot pay, with its reason', async () => {
    const { wallet, told } = await loaded();
    const availability = {
      available: ['google_pay'],
      unavailable: [{ wallet: 'apple_pay', reason: 'domain_not_registered' }],
    };
    expect(wallet.hear('walletAvailability', availability, readToken)).toBe(false);
    // The frame loaded again (a retry) and said the same: the host is not told twice.
    wallet.hear('walletAvailability', availability, readToken);
    expect(wallet.available.value).toEqual(['google_pay']);
    expect(told).toEqual([
      {
        type: 'wallet_unavailable',
        id: 'ord_1:wallet:apple_pay',
        orderId: 'ord_1',
        referenceId: 'ref-1',
        wallet: 'apple_pay',
        reason: 'domain_not_registered',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it.each([
    [
      'an unknown wallet',
      { available: ['paypal'], unavailable: [{ wallet: 'x', reason: 'no_api' }] },
    ],
    [
      'an unknown reason',
      { available: [], unavailable: [{ wallet: 'apple_pay', reason: 'tired' }] },
    ],
    ['no lists', {}],
  ])('ignores %s', async (_, fields) => {
    const { wallet, told } = await loaded();
    wallet.hear('walletAvailability', fields, readToken);
    expect(wallet.available.value).toEqual([]);
    expect(told).toEqual([]);
  });

  it("taxes the sheet for the buyer's address", async () => {
    const { wallet, model } = await loaded();
    const url = new URL(wallet.frameUrl('https://svc.example/v1/checkout/wallet-frame'));
    const { countryCode, regionCode } = model.form.values.value;
    expect(url.searchParams.get('country')).toBe(countryCode);
    expect(url.searchParams.get('region')).toBe(regionCode);
  });

  it("the buyer's payment chooses the wallet, quotes its card's type and confirms the token", async () => {
    const { wallet, payment, model, service } = await loaded();
    expect(wallet.hear('walletTokenized', { ...token, payer: { name: 'Ada' } }, readToken)).toBe(
      true,
    );
    expect(payment.method.value).toBe('wallet');
    await model.next();
    expect(model.step.value).toBe('review');
    expect(service.callsTo('POST', '/checkout/quote').at(-1)?.body).toMatchObject({
      paymentMethodType: 'us_debit',
    });
    expect(payment.summary.value).toMatch(/^Google Pay, Visa .*5556$/);
    await model.pay();
    expect(service.callsTo('POST', '/checkout/confirm')[0]?.body).toMatchObject({
      payment: { type: 'wallet', walletToken: 'wallet_abc' },
    });
  });

  it('refuses a token that is no wallet token, or of a card type the checkout does not take', async () => {
    const { wallet, payment, model } = await loaded();
    expect(wallet.hear('walletTokenized', { walletToken: 'x' }, readToken)).toBe(false);
    expect(payment.error.value).toMatch(/does not match the interface/);
    wallet.hear('walletTokenized', { ...token, paymentMethodType: 'ach' }, readToken);
    await model.next();
    expect(model.flow.id.value).toBe('payment');
    expect(payment.error.value).toMatch(/does not accept bank account cards/);
  });

  it('after a decline brings the buyer back to the choices, the token spent', async () => {
    const { wallet, payment } = await loaded();
    wallet.hear('walletTokenized', token, readToken);
    payment.reset();
    expect(payment.method.value).toBe('card');
    expect(wallet.token.value).toBeNull();
  });
});
