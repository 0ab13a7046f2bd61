import { describe, expect, it } from 'vitest';
import type { VerificationEvent } from '../api/hostEvents.js';
import { memoryStore } from './storage.js';
import { stateWith, stateWithIdentity } from './testing/fakeService.js';
import { createVerificationDelivery } from './verificationDelivery.js';
import { createVerificationLog } from './verificationLog.js';

function delivery(store = memoryStore()) {
  const heard: VerificationEvent[] = [];
  const deliver = createVerificationDelivery(createVerificationLog(store), (event) =>
    heard.push(event),
  );
  return { deliver, heard, store };
}

describe('verification delivery', () => {
  it('tells each identity history entry once, in order, with its place as its id', () => {
    const { deliver, heard } = delivery();
    deliver(stateWith([]));
    deliver(stateWithIdentity(['required'], 'risk_high'));
    deliver(stateWithIdentity(['required'], 'risk_high'));
    deliver(stateWithIdentity(['required', 'submitted', 'failed:face_mismatch']));
    deliver(stateWithIdentity(['required', 'submitted']));
    expect(heard).toEqual([
      {
        type: 'verification',
        id: 'ord_1:verification:1',
        orderId: 'ord_1',
        referenceId: 'ref-1',
        phase: 'required',
        verificationId: null,
        reason: 'risk_high',
        attemptsLeft: 3,
        at: '2026-11-22T10:00:00.000Z',
      },
      {
        type: 'verification',
        id: 'ord_1:verification:2',
        orderId: 'ord_1',
        referenceId: 'ref-1',
        phase: 'submitted',
        verificationId: 'ver_1',
        attemptsLeft: 2,
        at: '2026-11-22T10:00:00.000Z',
      },
      {
        type: 'verification',
        id: 'ord_1:verification:3',
        orderId: 'ord_1',
        referenceId: 'ref-1',
        phase: 'failed',
        verificationId: 'ver_1',
        failure: 'face_mismatch',
        attemptsLeft: 2,
        at: '2026-11-22T10:00:00.000Z',
      },
    ]);
  });

  it('tells nothing twice across a reload (the whole history replayed), then goes on', () => {
    const store = memoryStore();
    const first = delivery(store);
    first.deliver(stateWithIdentity(['required', 'submitted']));
    const second = delivery(store);
    second.deliver(stateWithIdentity(['required', 'submitted']));
    expect(second.heard).toEqual([]);
    second.deliver(stateWithIdentity(['required', 'submitted', 'verified']));
    expect(second.heard.map((e) => [e.id, e.phase])).toEqual([
      ['ord_1:verification:3', 'verified'],
    ]);
  });

  it('counts a step as told before the host hears it, so a throwing listener hears it once', () => {
    const store = memoryStore();
    let calls = 0;
    const deliver = createVerificationDelivery(createVerificationLog(store), () => {
      calls++;
      throw new Error('host bug');
    });
    expect(() => deliver(stateWithIdentity(['required']))).toThrow('host bug');
    deliver(stateWithIdentity(['required']));
    expect(calls).toBe(1);
  });
});
