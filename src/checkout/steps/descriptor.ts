import type { ReadonlySignal } from '@preact/signals';
import type { ComponentType } from 'preact';
import type { CheckoutSession, OrderState } from '../../api/checkout.js';
import type { Buyer } from '../../api/checkoutBuyer.js';
import type { BuyerPart } from '../../api/checkoutChecks.js';
import type { BuyerValues } from '../buyerForm.js';
import type { ViewModel } from '../viewModel.js';
import type { QuotedPayment, StepModelModule } from './stepModel.js';

/** What a step's hooks may read of the purchase besides the step's own model. */
export interface StepContext {
  /** The payment the review would confirm, once a step has prepared one. */
  readonly quoted: ReadonlySignal<QuotedPayment | null>;
}

/** What the buyer has told so far, which decides some steps. */
export interface BuyerFacts {
  values: BuyerValues;
  /** What steps verified in this checkout, each fact as its step records it (`StepModelContext`). */
  verified: readonly string[];
}

/** What a step's chunk exports: its view, drawn with the checkout's model. */
export interface StepModule {
  View: ComponentType<{ model: ViewModel }>;
  /** Its part above the first step's form, when its model offers one (`StepUpfront`). */
  Upfront?: ComponentType<{ model: ViewModel }>;
}

/**
 * One step of the purchase flow: a folder under `steps/` and one line in `steps/index.ts`
 * (docs/architecture.md, "Adding a step"). `M` is the step's model: its own (`model`, made by
 * the purchase), or the buyer form for a step without one (the details).
 */
export interface StepDescriptor<M = unknown> {
  /** The step's name: `data-step` while it is shown, and its chunk's name. */
  id: string;
  /** The button that leads here from the step before ("Continue to payment"). */
  continueLabel: string;
  /** Whether this checkout needs the step (the session's configuration, the order, the buyer). */
  needed(session: CheckoutSession, order: OrderState | null, buyer: BuyerFacts): boolean;
  /** Its model's module, loaded with the purchase (a dynamic import: a chunk). */
  model?(): Promise<StepModelModule<M>>;
  /**
   * Whether the buyer may go on from this step: checks and prepares what it asked for (the
   * buyer's details, the payment). Left out: the step can always be left.
   */
  leave?(model: M): boolean | Promise<boolean>;
  /**
   * Whether the buyer has given what the step asks, read reactively for the host's `change`
   * event (left out: never complete). Only the first screen's step is asked before the purchase
   * has loaded.
   */
  complete?(model: M, checkout: StepContext): boolean;
  /**
   * Runs when the buyer continues from a step before this one, so `needed` can be decided on
   * the service's answer (the identity assessment); false stops the move. It runs once the
   * Continue would reach or pass this step (no needed step is left between), so the buyer has
   * given what comes before it.
   */
  prepare?(model: M): Promise<boolean>;
  /**
   * Whether `prepare` has work in this checkout (left out: it has). When no later step's has,
   * Continue moves in the same click, as before the session asked for anything.
   */
  prepares?(session: CheckoutSession): boolean;
  /** What the step adds to the buyer's facts that confirm sends (the tax id token). */
  facts?(model: M, session: CheckoutSession, buyer: Buyer): Partial<BuyerPart>;
  /** The payment the step prepared for the review, if it prepares one. */
  quoted?(model: M): QuotedPayment | null;
  /** After a decline the buyer is sent back to the first step that says so (the payment). */
  retriesPayment?: boolean;
  /**
   * Whether its view may be needed before the flow holds it (the service may ask for it on
   * Continue): loaded ahead with the purchase.
   */
  prefetches?(session: CheckoutSession): boolean;
  /** Its view: a dynamic import, so the step is a chunk of its own. */
  load(): Promise<StepModule>;
  /** The first screen's step only: its view, bundled with the script and drawn at once. */
  module?: StepModule;
}

/** A step of the list, its model's type erased (the flow and the purchase handle any). */
// biome-ignore lint/suspicious/noExplicitAny: each step checks its own model's type; a list holds any.
export type AnyStep = StepDescriptor<any>;
