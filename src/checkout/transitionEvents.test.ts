import { describe, expect, it } from 'vitest';
import { stateWith } from './testing/fakeService.js';
import { eventFromTransition } from './transitionEvents.js';

const complete = stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0xabc' });

describe('eventFromTransition', () => {
  it('builds typed events with ids, reason codes and tx hash', () => {
    const [, processed, done] = complete.transitions;
    expect(eventFromTransition(processed!, complete.order, 2)).toMatchObject({
      type: 'processed',
      id: 'ord_1:2',
      sequence: 2,
      orderId: 'ord_1',
      referenceId: 'ref-1',
      status: 'Processed',
    });
    expect(eventFromTransition(done!, complete.order, 2)).toMatchObject({
      type: 'complete',
      txHash: '0xabc',
    });
    const declined = stateWith(['Processing', 'Declined'], { reasonCode: 'BANK_DECLINED' });
    expect(eventFromTransition(declined.transitions[1]!, declined.order, 1)).toMatchObject({
      type: 'declined',
      reasonCode: 'BANK_DECLINED',
      attemptsLeft: 1,
    });
  });

  it('gives nothing for statuses the host does not hear about', () => {
    const refunded = stateWith(['Processing', 'Cancelled', 'Refunded'], { reasonCode: 'NA' });
    expect(eventFromTransition(refunded.transitions[0]!, refunded.order, 0)).toBeUndefined();
    expect(eventFromTransition(refunded.transitions[2]!, refunded.order, 0)).toBeUndefined();
  });
});
