import { action, computed, createModel, type ReadonlySignal, signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import type { CheckoutSession, OrderState } from '../../api/checkout.js';
import type { BuyerValues } from '../buyerForm.js';
import type { ViewModel } from '../viewModel.js';
import type { FormModel } from './details/model.js';
import type { IdentityModel } from './document/model.js';
import type { PaymentModel } from './payment/model.js';
import type { PhoneModel } from './phone/model.js';
import type { TaxIdModel } from './taxId/model.js';

/** The parts of the checkout a step's `leave` and `prepare` may use. */
export interface StepContext {
  form: FormModel;
  payment: PaymentModel;
  phone: PhoneModel;
  taxId: TaxIdModel;
  identity: IdentityModel;
}

/** What the buyer has told so far, which decides some steps (the phone, the tax id). */
export interface BuyerFacts {
  values: BuyerValues;
  /** Phones verified in this checkout or remembered by the service, normalised. */
  verifiedPhones: readonly string[];
}

/** What a step's chunk exports: its view, drawn with the checkout's model. */
export interface StepModule {
  View: ComponentType<{ model: ViewModel }>;
}

/**
 * One step of the purchase flow: a folder under `steps/` and one line in `steps/index.ts`
 * (docs/architecture.md, "Adding a step").
 */
export interface StepDescriptor {
  /** The step's name: `data-step` while it is shown, and its chunk's name. */
  id: string;
  /** The button that leads here from the step before ("Continue to payment"). */
  continueLabel: string;
  /** Whether this checkout needs the step (the session's configuration, the order, the buyer). */
  needed(session: CheckoutSession, order: OrderState | null, buyer: BuyerFacts): boolean;
  /**
   * Whether the buyer may go on from this step: checks and prepares what it asked for (the
   * buyer's details, the payment). Left out: the step can always be left.
   */
  leave?(checkout: StepContext): boolean | Promise<boolean>;
  /**
   * Whether the buyer has given what the step asks, read reactively for the host's `change`
   * event (left out: never complete). Only the first screen's step is asked before the purchase
   * has loaded.
   */
  complete?(checkout: StepContext): boolean;
  /**
   * Runs when the buyer continues from a step before this one, so `needed` can be decided on
   * the service's answer (the identity assessment); false stops the move. It runs once the
   * Continue would reach or pass this step (no needed step is left between), so the buyer has
   * given what comes before it.
   */
  prepare?(checkout: StepContext): Promise<boolean>;
  /**
   * Whether `prepare` has work in this checkout (left out: it has). When no later step's has,
   * Continue moves in the same click, as before the session asked for anything.
   */
  prepares?(session: CheckoutSession): boolean;
  /** After a decline the buyer is sent back to the first step that says so (the payment). */
  retriesPayment?: boolean;
  /** Its view: a dynamic import, so the step is a chunk of its own. */
  load(): Promise<StepModule>;
  /** The first screen's step only: its view, bundled with the script and drawn at once. */
  module?: StepModule;
}

export interface FlowInput {
  steps: readonly StepDescriptor[];
  session: ReadonlySignal<CheckoutSession | null>;
  order: ReadonlySignal<OrderState | null>;
  buyer: ReadonlySignal<BuyerFacts>;
}

/**
 * Where the buyer is in the flow. The steps the checkout needs, the current one, and the ones
 * Back and Continue lead to are all derived from the one ordered list of descriptors.
 */
export const FlowModel = createModel((input: FlowInput) => {
  const at = signal<string>(input.steps[0]?.id ?? '');
  const needed = computed(() => {
    const session = input.session.value;
    // Before the session the first step may already show (model.ts): the steps after it are
    // assumed needed, so its Continue button reads right; the session then decides.
    if (!session) return input.steps;
    const order = input.order.value;
    const buyer = input.buyer.value;
    // The step on screen stays in the flow while it is shown (the phone it just verified makes
    // it unneeded), so Continue leads on from it rather than back to the start.
    return input.steps.filter((step) => step.id === at.value || step.needed(session, order, buyer));
  });
  const index = computed(() =>
    Math.max(
      0,
      needed.value.findIndex((s) => s.id === at.value),
    ),
  );
  const current = computed<StepDescriptor | undefined>(() => needed.value[index.value]);
  const previous = computed<StepDescriptor | undefined>(() => needed.value[index.value - 1]);
  const following = computed<StepDescriptor | undefined>(() => needed.value[index.value + 1]);
  return {
    needed,
    current,
    previous,
    following,
    /** The id of the step shown while the order can be paid. */
    id: computed(() => current.value?.id ?? at.value),
    /** The label of the button that goes on (undefined on the last step). */
    continueLabel: computed(() => following.value?.continueLabel),
    /** Moves to a step of the flow (one the checkout needs). */
    go: action((id: string) => {
      if (needed.value.some((step) => step.id === id)) at.value = id;
    }),
    back: action(() => {
      const to = previous.value;
      if (to) at.value = to.id;
    }),
    /** The first step a new payment attempt starts from. */
    retryStep: computed(() => needed.value.find((step) => step.retriesPayment)?.id),
  };
});

export type Flow = InstanceType<typeof FlowModel>;
