import type { ReadonlySignal } from '@preact/signals';
import type { CheckoutSession, OrderState } from '../api/checkout.js';
import type { NftCheckoutError } from '../api/errors.js';
import type { OrderStatus } from '../api/orders.js';
import type { FormModel } from '../slices/details/widget/model.js';
import type { BehaviourRecorder } from './behaviour.js';
import type { Format } from './format.js';
import type { CheckoutOptions } from './options.js';
import type { PurchaseApi } from './purchase/purchaseApi.js';
import type { Step } from './steps/screen.js';
import type { QuotedPayment } from './steps/stepModel.js';

/**
 * The checkout as a step's view sees it: what it reads and the actions its buttons call. A leaf
 * of the module graph, so the views (loaded lazily by the flow) never type against the model
 * that loads them; `CheckoutModel` satisfies it where the views are drawn.
 */
export interface ViewModel {
  options(): CheckoutOptions;
  /** Numbers, prices and country names in the current locale. */
  readonly format: Format;
  readonly session: ReadonlySignal<CheckoutSession | null>;
  readonly orderState: ReadonlySignal<OrderState | null>;
  readonly status: ReadonlySignal<OrderStatus>;
  readonly step: ReadonlySignal<Step>;
  readonly flow: {
    /** Continue's words: where it leads ("Continue to payment"). */
    readonly continueLabel: ReadonlySignal<string | undefined>;
  };
  /** A step of the flow is on screen (not an outcome). */
  readonly onForm: ReadonlySignal<boolean>;
  readonly form: FormModel;
  /** How the buyer filled the form (timings and corrections only, never what was typed). */
  readonly behaviour: BehaviourRecorder;
  /** The rest of the purchase, once its chunk has loaded (null before). */
  readonly purchase: ReadonlySignal<PurchaseApi | null>;
  /** A step's model, by step id, once the purchase has made it (a step's view knows its type). */
  stepModel<M>(id: string): M | undefined;
  /** The payment the review shows and Pay confirms, once a step has prepared one. */
  readonly quoted: ReadonlySignal<QuotedPayment | null>;
  /** A later step's preparation that Continue started (the identity assessment), its failure. */
  readonly preparing: ReadonlySignal<boolean>;
  readonly prepareError: ReadonlySignal<string | null>;
  readonly paying: ReadonlySignal<boolean>;
  readonly payError: ReadonlySignal<string | null>;
  readonly fatal: ReadonlySignal<NftCheckoutError | null>;
  readonly announcement: ReadonlySignal<string>;
  readonly connectionLost: ReadonlySignal<boolean>;
  next(): Promise<void>;
  back(): void;
  pay(): Promise<NftCheckoutError | undefined>;
  tryAnotherMethod(): void;
  retryLoad(): void;
  prefetch(): Promise<void>;
  needPurchase(): Promise<PurchaseApi>;
  /** A failure the host hears about through onError. */
  report(error: NftCheckoutError): void;
}
