import { describe, expect, it } from 'vitest';
import type { OrderState } from '../api/checkout.js';
import type { ActionRequiredEvent, ActionResolvedEvent } from '../api/hostEvents.js';
import { createActionDelivery } from './actionDelivery.js';
import { memoryStore } from './storage.js';
import { stateWith } from './testing/fixtures.js';
import { ACTION_LOG_KEY, createVerificationLog } from './verificationLog.js';

/** The order after `statuses`, each Processing marked as waiting for a challenge. */
function challenged(statuses: Parameters<typeof stateWith>[0], reasonCode?: string): OrderState {
  const state = stateWith(statuses, reasonCode ? { reasonCode } : {});
  return {
    ...state,
    transitions: state.transitions.map((t) =>
      t.to === 'Processing' ? { ...t, action: 'challenge' as const } : t,
    ),
  };
}

function delivery(store = memoryStore()) {
  const heard: Array<ActionRequiredEvent | ActionResolvedEvent> = [];
  const deliver = createActionDelivery(createVerificationLog(store, ACTION_LOG_KEY), (event) =>
    heard.push(event),
  );
  return { deliver, heard, store };
}

describe('card authentication events', () => {
  it('tells the challenge once when it is asked, and once how it ended', () => {
    const { deliver, heard } = delivery();
    deliver(stateWith([]));
    deliver(challenged(['Processing']));
    deliver(challenged(['Processing']));
    expect(heard).toEqual([
      {
        type: 'action_required',
        id: 'ord_1:action:1',
        orderId: 'ord_1',
        referenceId: 'ref-1',
        action: 'challenge',
        sequence: 1,
        at: expect.any(String),
      },
    ]);
    deliver(challenged(['Processing', 'Processed']));
    deliver(challenged(['Processing', 'Processed', 'Complete']));
    expect(heard.map((e) => [e.type, e.id])).toEqual([
      ['action_required', 'ord_1:action:1'],
      ['action_resolved', 'ord_1:action:1:resolved'],
    ]);
    expect(heard[1]).toMatchObject({ outcome: 'authenticated', sequence: 1 });
  });

  it('reads a decline for AUTHENTICATION_FAILED as failed, and a card decline after it as passed', () => {
    const failed = delivery();
    failed.deliver(challenged(['Processing', 'Declined'], 'AUTHENTICATION_FAILED'));
    expect(failed.heard.map((e) => e.type)).toEqual(['action_required', 'action_resolved']);
    expect(failed.heard[1]).toMatchObject({ outcome: 'failed' });
    const declined = delivery();
    declined.deliver(challenged(['Processing', 'Declined'], 'CARD_DECLINED'));
    expect(declined.heard[1]).toMatchObject({ outcome: 'authenticated' });
  });

  it('tells a second attempt its own challenge, and nothing twice after a reload', () => {
    const store = memoryStore();
    const first = delivery(store);
    const retried = challenged(
      ['Processing', 'Declined', 'Processing', 'Processed'],
      'AUTHENTICATION_FAILED',
    );
    first.deliver(retried);
    expect(first.heard.map((e) => e.id)).toEqual([
      'ord_1:action:1',
      'ord_1:action:1:resolved',
      'ord_1:action:3',
      'ord_1:action:3:resolved',
    ]);
    const reloaded = delivery(store);
    reloaded.deliver(retried);
    expect(reloaded.heard).toEqual([]);
  });

  it('tells nothing for a payment without a challenge', () => {
    const { deliver, heard } = delivery();
    deliver(stateWith(['Processing', 'Processed', 'Complete']));
    expect(heard).toEqual([]);
  });
});
