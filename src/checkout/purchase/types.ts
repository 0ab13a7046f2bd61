import type { ReadonlySignal, Signal } from '@preact/signals';
import type { CheckoutSession, OrderState } from '../../api/checkout.js';
import type { NftCheckoutError } from '../../api/errors.js';
import type { OrderStatus } from '../../api/orders.js';
import type { CheckoutClientOptions } from '../../api/sessionClient.js';
import type { FormModel } from '../../slices/details/widget/model.js';
import type { BehaviourRecorder } from '../behaviour.js';
import type { CheckoutDeps } from '../checkoutDeps.js';
import type { CheckoutEmitter } from '../hostEmitter.js';
import type { CheckoutOptions } from '../options.js';
import type { ServiceClock } from '../serviceClock.js';
import type { AnyStep } from '../steps/descriptor.js';
import type { FlowModel } from '../steps/flow.js';
import type { StepModelModules } from '../steps/loadStepModels.js';

/**
 * What the first screen's model hands the purchase (src/checkout/purchase/model.ts, a chunk):
 * the loaded session, the order store's signals and the ways back into the checkout. The
 * purchase feeds the order store and calls these; nothing in the first screen calls into it
 * except through the `Purchase` it returns.
 */
export interface PurchaseCore {
  options: CheckoutOptions;
  deps: CheckoutDeps;
  /** The checkout client's settings (the purchase makes the client with every call). */
  clientOptions: CheckoutClientOptions;
  /** Aborted when the checkout is removed. */
  signal: AbortSignal;
  clock: ServiceClock;
  /** What the checkout shows (`data-step`): submit() names it when it cannot pay. */
  step: ReadonlySignal<string>;
  behaviour: BehaviourRecorder;
  session: CheckoutSession;
  orderState: ReadonlySignal<OrderState | null>;
  status: ReadonlySignal<OrderStatus>;
  flow: InstanceType<typeof FlowModel>;
  /** The flow's steps, and the model modules of those that have one. */
  steps: readonly AnyStep[];
  stepModules: StepModelModules;
  form: FormModel;
  /** A step of the flow is on screen (the order can be paid). */
  onForm: ReadonlySignal<boolean>;
  /**
   * What the service verified in this checkout, each fact as the step that verified it records
   * it (the phone step: `phone:<number>`): the steps' `needed` read them through `BuyerFacts`.
   */
  verified: Signal<readonly string[]>;
  paying: Signal<boolean>;
  payError: Signal<string | null>;
  /** Hands an order state to the order store (the one way order news travels). */
  offer(state: OrderState): void;
  /** A failure that stops the checkout (shown, announced, told to the host). */
  fail(error: NftCheckoutError): void;
  /** A failure the host hears of through onError. */
  report(error: NftCheckoutError): void;
  /** Says `text` through the checkout's live region. */
  announce(text: string): void;
  /** Continue, as the buyer's press (a step done up front is passed when reached). */
  next(): Promise<void>;
  /**
   * What the host hears: the purchase tells it each order transition (once per order, by the
   * delivery log) and each step of the purchase (identity check, card authentication).
   */
  emitter: CheckoutEmitter;
}
