import { action, computed, createModel, type ReadonlySignal, signal } from '@preact/signals';
import type { OrderState, Transition } from '../../../api/checkout.js';
import type { OrderStatus } from '../../../api/orders.js';
import type { ChallengeOutcome } from '../../challenge/api/challengeOutcome.js';

export interface OutcomeInput {
  order: ReadonlySignal<OrderState | null>;
  status: ReadonlySignal<OrderStatus>;
}

function latest(transitions: readonly Transition[]): Transition | undefined {
  return transitions.reduce<Transition | undefined>(
    (last, t) => (t.sequence > (last?.sequence ?? 0) ? t : last),
    undefined,
  );
}

/** What the outcome screens show, worked out once from the order store. */
export const OutcomeModel = createModel((input: OutcomeInput) => {
  const last = computed(() => {
    const state = input.order.value;
    return state ? latest(state.transitions) : undefined;
  });
  const declineReason = computed(
    () => last.value?.reasonCode ?? input.order.value?.order.error?.reasonCode,
  );
  const attemptsLeft = computed(() => input.order.value?.attemptsLeft ?? 0);
  /** How the buyer left the bank's challenge, as its frame said (the feed has the outcome). */
  const challengeResult = signal<ChallengeOutcome | null>(null);
  return {
    /** The bank's challenge the payment waits for, while it is Processing. */
    nextAction: computed(() =>
      input.status.value === 'Processing' ? input.order.value?.nextAction : undefined,
    ),
    challengeResult,
    challengeEnded: action((outcome: ChallengeOutcome) => {
      challengeResult.value = outcome;
    }),
    /** The buyer cancelled the challenge: its decline is no news, back to paying at once. */
    skipDecline: computed(
      () =>
        challengeResult.value === 'cancelled' &&
        declineReason.value === 'AUTHENTICATION_FAILED' &&
        attemptsLeft.value > 0,
    ),
    /** The buyer pays again: the last challenge's result says nothing of the next one. */
    retried: action(() => {
      challengeResult.value = null;
    }),
    /** The hash of the delivery: the withdrawal's, else the Complete transition's. */
    txHash: computed(() => input.order.value?.order.withdrawal?.txHash ?? last.value?.txHash),
    /** Why the payment was declined: the latest transition's reason, else the order's. */
    declineReason,
    attemptsLeft,
    /** Why the order was cancelled: the Cancelled transition's reason, else the order's. */
    cancelReason: computed(() => {
      const state = input.order.value;
      const cancel = state?.transitions.find((t) => t.to === 'Cancelled');
      return cancel?.reasonCode ?? state?.order.error?.reasonCode;
    }),
    refunded: computed(() => input.status.value === 'Refunded'),
    /** Whether a payment was ever taken (a cancellation by the identity check comes before). */
    paid: computed(
      () => input.order.value?.transitions.some((t) => t.to === 'Processing') ?? false,
    ),
  };
});

export type Outcomes = InstanceType<typeof OutcomeModel>;

interface Checkout {
  orderState: OutcomeInput['order'];
  status: OutcomeInput['status'];
}

const made = new WeakMap<Checkout, Outcomes>();

/**
 * The outcome model of a checkout, made once, when an outcome screen first shows: it loads with
 * the outcome screens, not with the first screen.
 */
export function outcomeOf(checkout: Checkout): Outcomes {
  let outcome = made.get(checkout);
  if (!outcome) {
    outcome = new OutcomeModel({ order: checkout.orderState, status: checkout.status });
    made.set(checkout, outcome);
  }
  return outcome;
}
