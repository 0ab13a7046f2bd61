import { action, batch, computed, createModel, type ReadonlySignal, signal } from '@preact/signals';
import type { CheckoutSession } from '../../../api/checkout.js';
import type { Buyer } from '../../../api/checkoutBuyer.js';
import type { CheckoutClient } from '../../../api/checkoutClient.js';
import type { Quote } from '../../../api/checkoutPayment.js';
import type { EnabledMethodType, PaymentMethodType } from '../../../api/clientTokens.js';
import { NftCheckoutError } from '../../../api/errors.js';
import type { StepEvent } from '../../../api/hostEvents.js';
import type { Payment } from '../../../api/payments.js';
import type { BuyerContact } from '../../../checkout/buyerForm.js';
import { loadChunk } from '../../../checkout/chunks/loadChunk.js';
import {
  type MethodId,
  type MethodModels,
  methodPart,
  PAYMENT_METHODS,
} from '../../../checkout/payment/methods/index.js';
import type {
  AnyMethod,
  MethodContext,
  MethodModel,
} from '../../../checkout/payment/methods/types.js';
import { buyerMessage, isAbort } from '../../../checkout/serviceMessages.js';

export type { MethodId } from '../../../checkout/payment/methods/index.js';

export interface PaymentModelDeps {
  client: CheckoutClient;
  signal: AbortSignal;
  enabled: ReadonlySignal<readonly EnabledMethodType[]>;
  buyer(): Buyer;
  /** Fills the buyer form's empty fields (a wallet's payer). */
  fillBuyer(contact: BuyerContact): void;
  /** A failure the host should hear about (not a buyer's typo or a refused card). */
  report(error: NftCheckoutError): void;
  /** A step the host hears of through its own callback. */
  tell(event: StepEvent): void;
  /** The methods to offer, in order (default: the registry's). */
  methods?: readonly AnyMethod[] | undefined;
}

/**
 * The payment step's state: which registered method is chosen (each method's own state is its
 * model, in `models`), the quote for the review, and what confirm will send. Nothing here knows
 * one method from another: each one's descriptor says when it is offered and prepares its payment.
 */
export const PaymentModel = createModel((deps: PaymentModelDeps) => {
  const error = signal<string | null>(null);
  const context: MethodContext = {
    client: deps.client,
    signal: deps.signal,
    enabled: deps.enabled,
    error,
    report: deps.report,
    buyer: deps.buyer,
    tell: deps.tell,
    select: (id) => select(id),
    fillBuyer: deps.fillBuyer,
  };
  const list: readonly AnyMethod[] = deps.methods ?? PAYMENT_METHODS;
  const first = list[0];
  if (!first) throw new NftCheckoutError('CONFIGURATION', 'No payment method to offer: list one.');
  const models = Object.fromEntries(
    list.map((entry) => [entry.id, entry.create(context) as MethodModel]),
  ) as MethodModels;
  const modelOf = (id: MethodId): MethodModel => models[id] ?? models[first.id]!;

  const method = signal<MethodId>(first.id);
  const quote = signal<Quote | null>(null);
  const payment = signal<Payment | null>(null);
  /** The method whose payment the review shows. */
  const prepared = signal<MethodId | null>(null);
  const busy = signal(false);
  /** An express method was used on the first step, above its form (`expressWallets`). */
  const usedUpfront = signal(false);

  /** The methods the session's configuration offers, in the registry's order. */
  const methods = computed<MethodId[]>(() =>
    list.filter((entry) => entry.offered(deps.enabled.value)).map((e) => e.id),
  );
  /** The choice the session's default type preselects, where a decline brings the buyer back. */
  let preferred: MethodId = first.id;
  const select = action((choice: MethodId) => {
    if (!methods.value.includes(choice)) return;
    method.value = choice;
    error.value = null;
  });
  /** The offered methods shown as their own buttons above the choices (the wallets). */
  const express = computed(() =>
    list.filter((entry) => entry.express && methods.value.includes(entry.id)).map((e) => e.id),
  );
  const labels = computed(() =>
    list
      .filter((entry) => methods.value.includes(entry.id) && !entry.express)
      .map((entry) => ({
        id: entry.id,
        label: entry.label,
      })),
  );

  return {
    method,
    methods,
    /** The choices the payment step shows: id and the buyer's name for it. */
    labels,
    /** A method's descriptor (the chosen one's view draws from it); the first for an unknown id. */
    entryOf: (id: MethodId): AnyMethod => list.find((entry) => entry.id === id) ?? first,
    models,
    express,
    /** The wallets' buttons on the first step, above its form (its view's `Upfront`). */
    upfront: {
      offered: computed(() => express.value.length > 0),
      /** Used there and not prepared since: reaching this step, the buyer is taken past it. */
      done: computed(() => usedUpfront.value && modelOf(method.value).ready.value),
    },
    /** The buyer used an express method on the first step (its payment is this step's). */
    markUpfront: action(() => {
      usedUpfront.value = true;
    }),
    error,
    quote,
    payment,
    busy,
    /** The step's alert: the last failure, else why the chosen method cannot be used now. */
    alert: computed(() => error.value ?? modelOf(method.value).notice.value),
    /** The chosen method has what it needs: Continue would prepare it. */
    ready: computed(() => modelOf(method.value).ready.value),
    /** The review's line for the payment it will send. */
    summary: computed(() => (prepared.value ? modelOf(prepared.value).summary.value : '')),
    /** Preselects the method the session's default type belongs to (or the first offered). */
    choose: action((defaultType: PaymentMethodType) => {
      const offered = list.filter((entry) => methods.value.includes(entry.id) && !entry.express);
      const covering = offered.find((entry) => entry.covers(defaultType));
      preferred = covering?.id ?? offered[0]?.id ?? first.id;
      method.value = preferred;
    }),
    /** The session arrived: each offered method checks what it needs from the page. */
    start: action((session: CheckoutSession) => {
      for (const id of methods.value) modelOf(id).start(session);
    }),
    /**
     * Loads the view of every offered method ahead of need (the buyer is on the first step);
     * resolves when all have loaded or failed (a failure shows, retryable, where it is used).
     */
    prefetch: action(async (): Promise<void> => {
      const offered = list.filter((entry) => methods.value.includes(entry.id));
      await Promise.all(
        offered.map((entry) =>
          loadChunk(methodPart(entry.id), entry.load as () => Promise<unknown>).catch(
            () => undefined,
          ),
        ),
      );
    }),
    select,
    /** Prepares the chosen method's payment, then quotes it; true when the review can show. */
    prepareReview: action(async (): Promise<boolean> => {
      if (busy.value) return false;
      busy.value = true;
      error.value = null;
      // Passed once: a failure here leaves the buyer on the step.
      usedUpfront.value = false;
      const chosen = method.value;
      try {
        const ready = await modelOf(chosen).prepare();
        if (!ready || deps.signal.aborted) return false;
        const { address } = deps.buyer();
        const answer = await deps.client.quote(
          {
            address: { countryCode: address.countryCode, regionCode: address.regionCode },
            paymentMethodType: ready.type,
          },
          { signal: deps.signal },
        );
        batch(() => {
          quote.value = answer;
          payment.value = ready.payment;
          prepared.value = chosen;
        });
        return true;
      } catch (failure) {
        if (deps.signal.aborted || isAbort(failure)) return false;
        error.value = buyerMessage(failure);
        const buyerCaused =
          failure instanceof NftCheckoutError &&
          (failure.code === 'PAYMENT_FAILED' || failure.code === 'VALIDATION');
        if (failure instanceof NftCheckoutError && !buyerCaused) deps.report(failure);
        return false;
      } finally {
        busy.value = false;
      }
    }),
    /** A new attempt after a decline: the old token and quote are spent. */
    reset: action(() => {
      for (const entry of list) modelOf(entry.id).reset();
      // An express method's payment is spent: the buyer comes back to the choices.
      if (list.find((entry) => entry.id === method.value)?.express) method.value = preferred;
      quote.value = null;
      payment.value = null;
      prepared.value = null;
      error.value = null;
      usedUpfront.value = false;
    }),
    dispose: action(() => {
      for (const entry of list) modelOf(entry.id).dispose();
    }),
  };
});

export type PaymentModel = InstanceType<typeof PaymentModel>;
