import { describe, expect, it } from 'vitest';
import { BUYER, session } from '../../../checkout/testing/fakeService.js';
import { paymentOf, useModels } from '../../../checkout/testing/modelHelpers.js';
import { walletTokenSchema } from '../api/walletToken.js';

const setup = useModels();
const readToken = (fields: Readonly<Record<string, unknown>>) => {
  const token = walletTokenSchema.safeParse(fields);
  return token.success ? token.data : undefined;
};
const token = {
  walletToken: 'wallet_abc',
  wallet: 'apple_pay',
  brand: 'visa',
  last4: '5556',
  paymentMethodType: 'us_credit',
};
const payer = { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 990 555 0199' };

/** A checkout with wallets whose prefill holds the address and birth date only. */
async function onDetails(prefill: Record<string, unknown> = {}) {
  const made = setup({
    session: session({
      paymentMethods: { enabled: ['us_credit', 'apple_pay'], default: 'us_credit' },
      walletFrameUrl: 'https://svc.example/v1/checkout/wallet-frame',
      identityPrefill: { dateOfBirth: BUYER.dateOfBirth, address: BUYER.address, ...prefill },
    }),
  });
  await made.model.load();
  const { form } = made.model;
  return { ...made, form, wallet: paymentOf(made.model).models.wallet };
}

describe("the wallet's payer and the buyer form", () => {
  it("fills the form's empty fields from the payer", async () => {
    const { wallet, form } = await onDetails();
    expect(wallet.hear('walletTokenized', { ...token, payer }, readToken)).toBe(true);
    expect(form.values.value).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: payer.email,
      phone: payer.phone,
      street1: BUYER.address.street1,
    });
    expect(form.complete.value).toBe(true);
  });

  it('keeps what the merchant prefilled and what the buyer typed, and says nothing', async () => {
    const { wallet, form, model } = await onDetails({ firstName: 'Ada' });
    form.setField('emailAddress', 'ada@typed.example');
    wallet.hear('walletTokenized', { ...token, payer }, readToken);
    expect(form.values.value).toMatchObject({
      firstName: 'Ada',
      lastName: 'Hopper',
      emailAddress: 'ada@typed.example',
      phone: payer.phone,
    });
    expect(form.errors.value).toEqual({});
    expect(paymentOf(model).error.value).toBeNull();
  });

  it.each([
    ['a bad payer', { name: 42, email: 'grace@', phone: '555' }],
    ['an over-long payer', { name: `Grace ${'H'.repeat(200)}`, phone: `+1 990 ${'5'.repeat(40)}` }],
    ['no payer', undefined],
  ])('stores nothing of %s, and still takes the token', async (_, given) => {
    const { wallet, form } = await onDetails();
    const before = form.values.value;
    expect(wallet.hear('walletTokenized', { ...token, payer: given }, readToken)).toBe(true);
    expect(form.values.value).toEqual(before);
    expect(wallet.token.value?.walletToken).toBe('wallet_abc');
  });

  it('takes nothing of a payer whose token the widget refuses', async () => {
    const { wallet, form } = await onDetails();
    const before = form.values.value;
    expect(wallet.hear('walletTokenized', { walletToken: 'x', payer }, readToken)).toBe(false);
    expect(form.values.value).toEqual(before);
  });
});
