import { describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../api/errors.js';
import { createEmitter, DOM_EVENT_NAMES, eventFromTransition } from './events.js';
import { stateWith } from './testing/fakeService.js';

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

describe('createEmitter', () => {
  const event = eventFromTransition(complete.transitions[2]!, complete.order, 0)!;

  it('delivers by type and to "event", and stops after off', () => {
    const emitter = createEmitter();
    const onComplete = vi.fn();
    const onAny = vi.fn();
    const off = emitter.on('complete', onComplete);
    emitter.on('event', onAny);
    emitter.emitEvent(event);
    off();
    emitter.emitEvent(event);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onAny).toHaveBeenCalledTimes(2);
  });

  it('replays ready and the current event to late listeners, once each', () => {
    const emitter = createEmitter();
    emitter.emitReady({
      type: 'ready',
      orderId: 'ord_1',
      referenceId: null,
      status: 'Draft',
      order: complete.order,
      expiresAt: '2026-11-22T10:30:00.000Z',
    });
    emitter.emitEvent(event);
    const ready = vi.fn();
    const done = vi.fn();
    emitter.on('ready', ready);
    emitter.on('complete', done);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(1);
    emitter.clearCurrent();
    const later = vi.fn();
    emitter.on('complete', later);
    expect(later).not.toHaveBeenCalled();
  });

  it('never replays errors and clears every listener', () => {
    const emitter = createEmitter();
    emitter.emitError(new NftCheckoutError('NETWORK', 'x'));
    const onError = vi.fn();
    emitter.on('error', onError);
    expect(onError).not.toHaveBeenCalled();
    expect(emitter.listenerCount()).toBe(1);
    emitter.clear();
    expect(emitter.listenerCount()).toBe(0);
  });

  it('names the DOM events', () => {
    expect(DOM_EVENT_NAMES).toEqual({
      ready: 'nftc-ready',
      expired: 'nftc-expired',
      processed: 'nftc-processed',
      declined: 'nftc-declined',
      cancelled: 'nftc-cancelled',
      complete: 'nftc-complete',
      verification: 'nftc-verification',
      action_required: 'nftc-action-required',
      action_resolved: 'nftc-action-resolved',
      change: 'nftc-change',
      error: 'nftc-error',
    });
  });
});
