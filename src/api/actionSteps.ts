import type { OrderState } from './checkout.js';
import type { ActionRequiredEvent, ActionResolvedEvent, VerificationEvent } from './hostEvents.js';

export type ActionStep = ActionRequiredEvent | ActionResolvedEvent;

/**
 * The card authentication's steps, read from the order's history: each Processing transition
 * marked `action: 'challenge'` asked for one (`action_required`), and the transition after it
 * tells how it ended (`action_resolved`: a decline for AUTHENTICATION_FAILED is `failed`,
 * anything else means the buyer passed). The history only grows, so the steps do too. The
 * widget tells them to the host page, the sandbox to the merchant's webhooks.
 */
export function actionSteps(state: OrderState): ActionStep[] {
  const { order, transitions } = state;
  const base = { orderId: order.id, referenceId: order.referenceId ?? null } as const;
  const sorted = [...transitions].sort((a, b) => a.sequence - b.sequence);
  const steps: ActionStep[] = [];
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

/**
 * The identity check's steps, one per identity history entry, in the history's order. Like the
 * action steps, the widget tells them to the host page and the sandbox to the webhooks.
 */
export function verificationSteps(state: OrderState): VerificationEvent[] {
  const { order, identity } = state;
  if (!identity) return [];
  return identity.history.map((entry, i) => ({
    type: 'verification',
    id: `${order.id}:verification:${i + 1}`,
    orderId: order.id,
    referenceId: order.referenceId ?? null,
    phase: entry.phase,
    verificationId: entry.verificationId ?? null,
    ...(entry.reason ? { reason: entry.reason } : {}),
    ...(entry.failure ? { failure: entry.failure } : {}),
    // As the state that carried it says: the entries themselves do not count captures.
    attemptsLeft: identity.attemptsLeft,
    at: entry.at,
  }));
}
