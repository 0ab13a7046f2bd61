import { action, computed, createModel, type ReadonlySignal, signal } from '@preact/signals';
import type { CheckoutSession, OrderState } from '../../api/checkout.js';
import type { AnyStep, BuyerFacts } from './descriptor.js';

export interface FlowInput {
  steps: readonly AnyStep[];
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
  const current = computed<AnyStep | undefined>(() => needed.value[index.value]);
  const previous = computed<AnyStep | undefined>(() => needed.value[index.value - 1]);
  const following = computed<AnyStep | undefined>(() => needed.value[index.value + 1]);
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
