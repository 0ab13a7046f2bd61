import type { ReadonlySignal } from '@preact/signals';
import type { OrderState } from '../../api/checkout.js';
import type { NftCheckoutError } from '../../api/errors.js';
import type { ReduceResult } from '../../api/orderStatusMachine.js';
import type { QuotedPayment } from '../steps/stepModel.js';
import type { TimeToPay } from '../timeToPay.js';
import type { TimeFormat } from './timeFormat.js';

/**
 * The step whose part shows on the first step (`StepUpfront`): its id and its view's chunk, whose
 * `Upfront` draws it (not typed here: the step's module type reaches back to this file).
 */
export interface UpfrontPart {
  id: string;
  load(): Promise<unknown>;
}

/**
 * The purchase as the rest of the checkout sees it (declared, not inferred, so the first
 * screen's model type never depends on the chunk's code).
 */
export interface PurchaseApi {
  /** A step's model, by step id (a step's own view knows its type); none for the details. */
  stepModel<M>(id: string): M | undefined;
  /** The payment the review shows and Pay confirms, once a step has prepared one. */
  quoted: ReadonlySignal<QuotedPayment | null>;
  /** A step's `prepare` that Continue started is at work, and why the last one failed. */
  preparing: ReadonlySignal<boolean>;
  prepareError: ReadonlySignal<string | null>;
  time: TimeToPay;
  /** Durations and clock times of the time to pay, in the buyer's locale. */
  timeFormat: TimeFormat;
  /** The buyer chose to try another method after a decline. */
  retrying: ReadonlySignal<boolean>;
  /** Updates have not reached the checkout for a while (shown and announced). */
  connectionLost: ReadonlySignal<boolean>;
  /**
   * A later step's part the buyer may use above the first step's form (the payment's wallets,
   * with `expressWallets`): its step and view, while that step is on screen and it is offered.
   */
  upfront: ReadonlySignal<UpfrontPart | null>;
  /**
   * What the purchase does with each order state the store takes (`result`, the status
   * machine's verdict): the identity check's steps are told first, as a failed one may be why
   * the order was cancelled, then the host hears of the transitions.
   */
  react(state: OrderState, result: ReduceResult): void;
  /**
   * Pays the order with the prepared payment (one confirm per attempt; a call while one is in
   * flight shares it). Settles with the failure the buyer is shown, if any.
   */
  pay(): Promise<NftCheckoutError | undefined>;
  /** The host's Pay: pay(), refused (VALIDATION) when not on the review; rejects on failure. */
  submit(): Promise<void>;
  /**
   * Back to step `target` of a previous mount: `next` (Continue, as the buyer would press it)
   * from each step whose part is complete, so every check and preparation on the way runs; it
   * stops where something must be given again (what a service frame held) or at `target`.
   */
  resume(target: string, next: () => Promise<void>): Promise<void>;
  /** After a decline with attempts left: back to the payment step. */
  tryAnotherMethod(): void;
  /** The checkout stopped on a failure: no more updates, no countdown. */
  halt(): void;
  /** Whether the order feed is following the order (tests read it). */
  trackerActive(): boolean;
  /**
   * Loads ahead of need the views of the offered payment methods, and the identity document
   * step's when the service may ask for a document.
   */
  prefetch(): Promise<void>;
  dispose(): void;
}
