import { describe, expect, it } from 'vitest';
import {
  PAYER,
  WALLET_TOKEN,
  walletSession,
} from '../../slices/payment/widget/testing/upfrontHarness.js';
import type { PhoneModel } from '../../slices/phone/widget/model.js';
import { walletTokenSchema } from '../../slices/wallet/api/walletToken.js';
import type { CheckoutModel } from '../model.js';
import { BUYER, checks } from '../testing/fakeService.js';
import { paymentOf, useModels } from '../testing/modelHelpers.js';

const setup = useModels();
const readToken = (fields: Readonly<Record<string, unknown>>) => {
  const token = walletTokenSchema.safeParse(fields);
  return token.success ? token.data : undefined;
};

/** What the wallet buttons above the details form do with the buyer's payment in the sheet. */
function payUpfront(model: CheckoutModel, token: object = WALLET_TOKEN) {
  const payment = paymentOf(model);
  payment.markUpfront();
  payment.models.wallet.hear('walletTokenized', { ...token, payer: PAYER }, readToken);
  return model.next();
}

async function loaded(setupWith: Parameters<typeof setup>[0]) {
  const made = setup({ options: { expressWallets: true }, ...setupWith });
  await made.model.load();
  return made;
}

const until = async (check: () => boolean) => {
  for (let turn = 0; turn < 50 && !check(); turn++) await new Promise((r) => setTimeout(r, 0));
};

describe('the purchase: a step done up front', () => {
  it('offers the payment step’s part on the first step only, when asked and offered', async () => {
    const { model } = await loaded({ session: walletSession(BUYER) });
    expect(model.purchase.value?.upfront.value?.id).toBe('payment');
    await model.next();
    expect(model.purchase.value?.upfront.value).toBeNull();
    model.back();
    model.update({ expressWallets: false });
    expect(model.purchase.value?.upfront.value).toBeNull();
  });

  it('runs the phone check: a prefilled phone still needs its code, then on to the review', async () => {
    const { model, service } = await loaded({
      session: walletSession(BUYER, { checks: checks({ phone: true, taxId: false }) }),
    });
    model.form.setField('phone', '');
    await payUpfront(model);
    expect(model.form.values.value.phone).toBe(PAYER.phone);
    expect(model.step.value).toBe('phone');
    const phone = model.stepModel<PhoneModel>('phone')!;
    await phone.sendCode();
    // The fake service's code is the phone's last six digits.
    phone.code.value = PAYER.phone.replace(/\D/g, '').slice(-6);
    await model.next();
    await until(() => model.step.value === 'review');
    expect(model.step.value).toBe('review');
    expect(service.callsTo('POST', '/checkout/quote')).toHaveLength(1);
  });

  it('skips the phone step for a phone the session says is verified', async () => {
    const { model } = await loaded({
      session: walletSession(
        { dateOfBirth: BUYER.dateOfBirth, address: BUYER.address },
        { checks: checks({ phone: true, taxId: false, verifiedPhone: PAYER.phone }) },
      ),
    });
    await payUpfront(model);
    await until(() => model.step.value === 'review');
    expect(model.step.value).toBe('review');
  });

  it('asks for the tax id as for a card, then goes past the payment step', async () => {
    const { model } = await loaded({
      session: walletSession(BUYER, { checks: checks({ phone: false, taxId: true }) }),
    });
    await payUpfront(model);
    expect(model.step.value).toBe('taxId');
  });

  it('is passed once: Back from the review shows the payment step', async () => {
    const { model } = await loaded({ session: walletSession(BUYER) });
    await payUpfront(model);
    await until(() => model.step.value === 'review');
    model.back();
    expect(model.step.value).toBe('payment');
    await new Promise((r) => setTimeout(r, 0));
    expect(model.step.value).toBe('payment');
  });

  it('leaves the buyer on the payment step with the reason when its payment cannot go', async () => {
    const { model, service } = await loaded({ session: walletSession(BUYER) });
    await payUpfront(model, { ...WALLET_TOKEN, paymentMethodType: 'us_debit' });
    await until(() => paymentOf(model).error.value !== null);
    expect(model.step.value).toBe('payment');
    expect(paymentOf(model).error.value).toMatch(/does not accept US debit cards/);
    expect(service.callsTo('POST', '/checkout/quote')).toHaveLength(0);
  });

  it('changes nothing without the option: the details stay a step of their own', async () => {
    const { model } = await loaded({ session: walletSession(BUYER), options: {} });
    expect(model.purchase.value?.upfront.value).toBeNull();
    await model.next();
    expect(model.step.value).toBe('payment');
  });
});
