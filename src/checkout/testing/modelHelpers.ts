// Test-only: models made for a test are disposed after it; listeners record what they hear.
import { afterEach, expect } from 'vitest';
import type { NftCheckoutError } from '../../api/errors.js';
import type { PaymentModel } from '../../slices/payment/widget/model.js';
import type { CheckoutEvent, ReadyEvent } from '../hostEmitter.js';
import type { CheckoutModel } from '../model.js';
import { fakeCard, setupModel } from './setup.js';

let models: CheckoutModel[] = [];

/** setupModel, disposed after the test (call at module level of a test file: registers afterEach). */
export function useModels() {
  afterEach(() => {
    for (const model of models) model.dispose();
    models = [];
  });
  return (...args: Parameters<typeof setupModel>) => {
    const made = setupModel(...args);
    models.push(made.model);
    return made;
  };
}

export function record(model: CheckoutModel) {
  const events: CheckoutEvent[] = [];
  const errors: NftCheckoutError[] = [];
  const ready: ReadyEvent[] = [];
  model.on('event', (e) => events.push(e));
  model.on('error', (e) => errors.push(e));
  model.on('ready', (e) => ready.push(e));
  return { events, errors, ready };
}

export async function toReview(model: CheckoutModel) {
  model.next();
  paymentOf(model).models.card.setHandle(fakeCard());
  await model.next();
  expect(model.step.value).toBe('review');
}

/** The payment step's model of a checkout whose purchase has loaded. */
export function paymentOf(model: Pick<CheckoutModel, 'stepModel'>): PaymentModel {
  const payment = model.stepModel<PaymentModel>('payment');
  if (!payment) throw new Error('The purchase has not loaded yet: await model.load() first.');
  return payment;
}
