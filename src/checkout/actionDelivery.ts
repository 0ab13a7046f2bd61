import type { OrderState } from '../api/checkout.js';
import type { ActionRequiredEvent, ActionResolvedEvent } from '../api/hostEvents.js';
import type { VerificationLog } from './verificationLog.js';

type ActionEvent = ActionRequiredEvent | ActionResolvedEvent;

/**
 * The card authentication's steps, read from the order's history: each Processing transition
 * marked `action: 'challenge'` asked for one (`action_required`), and the transition after it
 * tells how it ended (`action_resolved`: a decline for AUTHENTICATION_FAILED is `failed`,
 * anything else means the buyer passed). The history only grows, so the steps do too.
 */
export function actionSteps(state: OrderState): ActionEvent[] {
  const { order, transitions } = state;
  const base = { orderId: order.id, referenceId: order.referenceId ?? null } as const;
  const sorted = [...transitions].sort((a, b) => a.sequence - b.sequence);
  const steps: ActionEvent[] = [];
  sorted.forEach((asked, i) => {
    if (asked.action !== 'challenge') return;
    const { sequence } = asked;
    const id = `${order.id}:action:${sequence}`;
    steps.push({
      type: 'action_required',
      id,
      ...base,
      action: 'challenge',
      sequence,
      at: asked.at,
    });
    const next = sorted[i + 1];
    if (!next) return;
    const failed = next.to === 'Declined' && next.reasonCode === 'AUTHENTICATION_FAILED';
    steps.push({
      type: 'action_resolved',
      id: `${id}:resolved`,
      ...base,
      action: 'challenge',
      sequence,
      outcome: failed ? 'failed' : 'authenticated',
      at: next.at,
    });
  });
  return steps;
}

/** Tells the host each step once, in order, also across reloads (the log counts them). */
export function createActionDelivery(log: VerificationLog, emit: (event: ActionEvent) => void) {
  return (state: OrderState): void => {
    const steps = actionSteps(state);
    const orderId = state.order.id;
    for (let n = log.delivered(orderId) + 1; n <= steps.length; n++) {
      // Counted before the host hears it: a listener that throws is not told it again.
      log.markDelivered(orderId, n);
      emit(steps[n - 1]!);
    }
  };
}
