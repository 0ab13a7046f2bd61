import { randomUUID } from 'node:crypto';
import { actionSteps, verificationSteps } from '../../api/actionSteps.js';
import type { Transition } from '../../api/checkout.js';
import { orderWebhookType, type WebhookEvent, type WebhookEventType } from '../../api/webhooks.js';
import { toOrder, toOrderState } from '../domain/orderView.js';
import type { OrderRecord } from '../store/records.js';

/** How far the notifier has told an order's story: counts of what it has turned into events. */
export interface EventCursor {
  transitions: number;
  verifications: number;
  actions: number;
  /** The `sequence` of the order's latest event (0 before the first). */
  sequence: number;
}

export const START_CURSOR: Readonly<EventCursor> = {
  transitions: 0,
  verifications: 0,
  actions: 0,
  sequence: 0,
};

/** A new event id: `msg_` and 32 random hex digits, as Standard Webhooks ids look. */
export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** An event still to be numbered, with where it sits in the order's story. */
interface Step {
  type: WebhookEventType;
  at: number;
  /** Among steps at the same instant: what caused a transition comes before it, what follows after. */
  rank: number;
  data: Omit<WebhookEvent['data'], 'order'>;
}

/** The cursor at an order's current story: nothing before it is told again. */
export function cursorAt(record: OrderRecord, sequence = 0): EventCursor {
  const state = toOrderState(record);
  return {
    transitions: record.transitions.length,
    verifications: verificationSteps(state).length,
    actions: actionSteps(state).length,
    sequence,
  };
}

function transitionSteps(transitions: readonly Transition[], from: number): Step[] {
  const sorted = [...transitions].sort((a, b) => a.sequence - b.sequence);
  return sorted.slice(from).flatMap((transition) => {
    const type = orderWebhookType(transition.to);
    if (!type) return [];
    return [{ type, at: Date.parse(transition.at), rank: 1, data: { transition } }];
  });
}

/**
 * The events of what happened to the order since `cursor`: each new transition (not Draft) as
 * `order.<status>`, each new identity-history entry as `verification.<phase>`, each new step of
 * the card authentication as `action.required` / `action.resolved`, read with the same functions
 * the widget uses for its host events. Told in the order they happened: at one instant an
 * identity verdict or a resolved challenge comes before the transition it caused, and a
 * challenge asked for after the Processing transition that asked. `data.order` is the order as
 * `GET /v1/orders/{id}` answers it now.
 */
export function eventsSince(
  record: OrderRecord,
  cursor: Readonly<EventCursor>,
  now: number,
  newId: () => string = newEventId,
): { events: WebhookEvent[]; cursor: EventCursor } {
  const state = toOrderState(record);
  const verifications = verificationSteps(state);
  const actions = actionSteps(state);
  const steps: Step[] = [
    ...transitionSteps(record.transitions, cursor.transitions),
    ...verifications.slice(cursor.verifications).map(
      (v): Step => ({
        type: `verification.${v.phase}`,
        at: Date.parse(v.at),
        rank: 0,
        data: {
          verification: {
            phase: v.phase,
            verificationId: v.verificationId,
            ...(v.reason ? { reason: v.reason } : {}),
            ...(v.failure ? { failure: v.failure } : {}),
            attemptsLeft: v.attemptsLeft,
            at: v.at,
          },
        },
      }),
    ),
    ...actions.slice(cursor.actions).map(
      (a): Step => ({
        type: a.type === 'action_required' ? 'action.required' : 'action.resolved',
        at: Date.parse(a.at),
        rank: a.type === 'action_required' ? 2 : 0,
        data: {
          action: {
            action: a.action,
            ...(a.type === 'action_resolved' ? { outcome: a.outcome } : {}),
            at: a.at,
          },
        },
      }),
    ),
  ];
  // Array sort is stable: steps of one kind keep their history's order.
  steps.sort((a, b) => a.at - b.at || a.rank - b.rank);
  const order = toOrder(record);
  const createdAt = new Date(now).toISOString();
  let sequence = cursor.sequence;
  const events = steps.map(
    (step): WebhookEvent => ({
      type: step.type,
      id: newId(),
      createdAt,
      sequence: ++sequence,
      data: { order, ...step.data },
    }),
  );
  return {
    events,
    cursor: {
      transitions: record.transitions.length,
      verifications: verifications.length,
      actions: actions.length,
      sequence,
    },
  };
}
