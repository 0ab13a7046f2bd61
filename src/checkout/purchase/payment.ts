import type { ReadonlySignal } from '@preact/signals';
import type { OrderState } from '../../api/checkout.js';
import type { BuyerPart } from '../../api/checkoutChecks.js';
import type { CheckoutClient } from '../../api/checkoutClient.js';
import type { NftCheckoutError } from '../../api/errors.js';
import { attemptNumber, idempotencyKey } from '../idempotency.js';
import { outcomeUnknown, paymentTaken } from '../paymentOutcome.js';
import { asCheckoutError, buyerMessage, isAbort } from '../serviceMessages.js';
import type { QuotedPayment } from '../steps/stepModel.js';
import type { KeyValueStore } from '../storage.js';
import type { PurchaseCore } from './types.js';

/** What paying needs of the purchase. */
export interface PaymentContext {
  core: PurchaseCore;
  client: CheckoutClient;
  store: KeyValueStore;
  opts: { signal: AbortSignal };
  quoted: ReadonlySignal<QuotedPayment | null>;
  /** The buyer as confirm sends them, with what each step adds. */
  facts: () => BuyerPart;
  /** What must reach the service before confirm (the device data). */
  beforeConfirm: () => Promise<void>;
  offer: (state: OrderState) => void;
  disposed: () => boolean;
}

/** Paying: one confirm per attempt, and what the buyer sees when it fails. */
export function createPayment({
  core,
  client,
  store,
  opts,
  quoted,
  facts,
  beforeConfirm,
  offer,
  disposed,
}: PaymentContext) {
  let paid: Promise<NftCheckoutError | undefined> | undefined;
  /**
   * One confirm per attempt: one payment in flight (a second click, or submit(), shares it), a
   * stored key against reloads. Settles with the failure the buyer is shown, if any.
   */
  function pay() {
    paid ??= attemptPayment().finally(() => {
      paid = undefined;
    });
    return paid;
  }

  /** The review's Pay can pay now: on the last step, with the payment quoted. */
  const payable = () => core.onForm.value && !core.flow.following.value && quoted.value !== null;

  async function attemptPayment(): Promise<NftCheckoutError | undefined> {
    const state = core.orderState.value;
    const chosen = quoted.value?.payment;
    const { paying, payError } = core;
    if (!state || !chosen || !payable()) return;
    paying.value = true;
    payError.value = null;
    const key = idempotencyKey(store, state.order.id, attemptNumber(state));
    try {
      await beforeConfirm();
      if (disposed()) return;
      offer(await client.confirm({ ...facts(), payment: chosen }, key, opts));
    } catch (error) {
      if (disposed() || isAbort(error)) return;
      const failure = asCheckoutError(error);
      const unknown = outcomeUnknown(failure);
      if (unknown || failure.code === 'CONFLICT') {
        // Paid elsewhere (another tab), or maybe paid here with the answer lost: the order tells.
        const shown = core.orderState.value;
        const current = paymentTaken(state, shown)
          ? shown
          : await client.getOrderState(opts).catch(() => null);
        if (disposed()) return;
        if (current) offer(current);
        // The service has this payment: the buyer sees it processing, and nothing failed.
        if (unknown && paymentTaken(state, current)) return;
      }
      if (failure.code !== 'CONFLICT') payError.value = buyerMessage(failure);
      core.report(failure as NftCheckoutError);
      return failure as NftCheckoutError;
    } finally {
      paying.value = false;
    }
  }

  return { pay, payable, inFlight: () => paid !== undefined };
}
