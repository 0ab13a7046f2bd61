// Where the status tracker stops: dispose leaves nothing behind; the final states it stops on.
import { describe, expect, it, vi } from 'vitest';
import type { OrderState } from '../api/checkout.js';
import { isFinalState, progressOf } from '../api/lifecycle.js';
import { stateWith } from './testing/fakeService.js';
import {
  flush,
  service,
  startTracker,
  states,
  tracker,
  useTrackerHarness,
} from './testing/trackerHarness.js';

useTrackerHarness();

describe('dispose', () => {
  it('leaves no timer and no open request while streaming', async () => {
    startTracker();
    await flush();
    expect(service.openRequests()).toBe(1);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    tracker.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await flush();
    expect(service.openRequests()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(tracker.openRequests).toBe(0);
  });

  it('leaves no timer and no open request while a poll hangs', async () => {
    service.route('GET /checkout/order/events', () => new Response('', { status: 500 }));
    service.route('GET /checkout/order', service.hang());
    startTracker();
    await flush();
    expect(service.openRequests()).toBe(1);
    tracker.dispose();
    await flush();
    expect(service.openRequests()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer while waiting to reconnect, and delivers nothing after', async () => {
    startTracker();
    await flush();
    service.lastStream()!.close();
    await flush();
    expect(vi.getTimerCount()).toBe(1);
    tracker.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(service.streams).toHaveLength(1);
    expect(states).toEqual([]);
  });
});

/** What the tracker stops on (src/api/lifecycle.ts), read from an order state. */
const final = (state: OrderState) => isFinalState(progressOf(state));

describe('the final state of an order state', () => {
  it('treats Declined as final only without attempts left', () => {
    expect(final(stateWith(['Processing', 'Declined'], { attemptsLeft: 1 }))).toBe(false);
    expect(final(stateWith(['Processing', 'Declined'], { attemptsLeft: 0 }))).toBe(true);
    expect(final(stateWith(['Processing', 'Cancelled']))).toBe(false);
    expect(final(stateWith(['Processing', 'Cancelled', 'Refunded']))).toBe(true);
    expect(final(stateWith(['Expired']))).toBe(true);
  });
});
