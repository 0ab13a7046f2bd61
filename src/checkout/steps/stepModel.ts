import type { ReadonlySignal, Signal } from '@preact/signals';
import type { CheckoutSession, OrderState } from '../../api/checkout.js';
import type { BuyerPart } from '../../api/checkoutChecks.js';
import type { CheckoutClient } from '../../api/checkoutClient.js';
import type { Quote } from '../../api/checkoutPayment.js';
import type { NftCheckoutError } from '../../api/errors.js';
import type { StepEvent } from '../../api/hostEvents.js';
import type { Payment } from '../../api/payments.js';
import type { FormModel } from '../../slices/details/widget/model.js';
import type { AnyMethod } from '../payment/methods/types.js';
import type { ServiceClock } from '../serviceClock.js';

/**
 * What the purchase gives a step's model when it makes it: the checkout's services and the
 * buyer, never another step's model. A step learns of the others only through the facts they
 * add to confirm (`StepDescriptor.facts`).
 */
export interface StepModelContext {
  client: CheckoutClient;
  /** Aborted when the checkout is removed. */
  signal: AbortSignal;
  clock: ServiceClock;
  session: CheckoutSession;
  /** The buyer's details (the first step's form). */
  form: FormModel;
  orderState: ReadonlySignal<OrderState | null>;
  /**
   * What the service verified in this checkout, each fact as the step that verified it records
   * it (the phone step: `phone:<number>`): the steps' `needed` read them through `BuyerFacts`.
   */
  verified: Signal<readonly string[]>;
  /** The buyer as confirm will send them, with what every step adds (the tax id token). */
  facts(): BuyerPart;
  /** Sends the session's device data once, before the first risk decision that reads it. */
  beforeRisk(): Promise<void>;
  /** A step of the flow is on screen: the order can still be paid here. */
  payable(): boolean;
  /** Hands an order state to the order store (the one way order news travels). */
  offer(state: OrderState): void;
  /** Says `text` through the checkout's live region. */
  announce(text: string): void;
  /** A failure the host hears of through onError. */
  report(error: NftCheckoutError): void;
  /** A step of the purchase the host hears of through its own callback (onWalletUnavailable). */
  tell(event: StepEvent): void;
  /** A clock time in the buyer's current locale ("try again at 14:35"). */
  formatTime(iso: string): string;
  /** The payment methods to offer, when not the registry's (`CheckoutDeps.methods`). */
  methods?: readonly AnyMethod[] | undefined;
}

/** What the purchase asks of a step's model, when it has it. */
export interface StepModelHooks {
  /** Each order state the store takes. */
  react?(state: OrderState): void;
  /** A new payment attempt after a decline: what the last one spent is dropped. */
  reset?(): void;
  /**
   * Working on a `prepare` the buyer's Continue started, and why it last failed: shown on the
   * step being left, beside Continue.
   */
  preparing?: ReadonlySignal<boolean>;
  prepareError?: ReadonlySignal<string | null>;
  /** Loads ahead of need what the step will draw (the payment methods' views). */
  prefetch?(): Promise<void>;
  /** What the buyer may do here from the first step, above its form (the payment's wallets). */
  upfront?: StepUpfront;
  dispose?(): void;
}

/**
 * A step's part the buyer may use on the first step, above its form, when the host sets
 * `expressWallets` (the payment's wallet buttons): the purchase draws its view's `Upfront` there
 * and, once the buyer used it, presses Continue for them on reaching the step.
 */
export interface StepUpfront {
  /** This checkout has something to show there (the session offers a wallet). */
  offered: ReadonlySignal<boolean>;
  /** Used there, and the step not prepared since: reaching it, Continue goes on past it. */
  done: ReadonlySignal<boolean>;
}

/** A step's model module: a chunk of its own, loaded with the purchase. */
export interface StepModelModule<M> {
  createStepModel(context: StepModelContext): M & StepModelHooks;
}

/** The payment the review shows and confirm sends, with the service's quote for it. */
export interface QuotedPayment {
  payment: Payment;
  quote: Quote;
  /** The review's line for it ("Visa ending 4242"). */
  summary: string;
}
