import { describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../api/errors.js';
import { createEmitter, DOM_EVENT_NAMES } from './hostEmitter.js';
import { stateWith } from './testing/fakeService.js';
import { eventFromTransition } from './transitionEvents.js';

const complete = stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0xabc' });

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
      wallet_unavailable: 'nftc-wallet-unavailable',
      change: 'nftc-change',
      error: 'nftc-error',
    });
  });
});
