// The status tracker's bounded waits: a stream that goes silent is given up.
import { describe, expect, it, vi } from 'vitest';
import { stateWith } from './testing/fakeService.js';
import {
  flush,
  service,
  startTracker,
  statuses,
  tracker,
  useTrackerHarness,
} from './testing/trackerHarness.js';

useTrackerHarness();

describe('bounded waits: a stream that goes silent is given up', () => {
  it('headers and then no byte: given up after connectTimeoutMs, polling meanwhile', async () => {
    service.setHeartbeat(null);
    startTracker({ connectTimeoutMs: 3000 });
    await flush();
    const first = service.lastStream()!;
    await vi.advanceTimersByTimeAsync(2999);
    expect(first.open).toBe(true);
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.open).toBe(false);
    expect(tracker.mode).toBe('poll');
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(service.streams).toHaveLength(2);
  });

  it('a stream request accepted and never answered: given up after connectTimeoutMs', async () => {
    service.route('GET /checkout/order/events', service.hang());
    startTracker({ connectTimeoutMs: 3000 });
    await flush();
    expect(service.openRequests()).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(service.callsTo('GET', '/checkout/order/events')).toHaveLength(2);
    expect(service.openRequests()).toBe(1);
  });

  it('follows the heartbeat the service states: two intervals without a byte is dead', async () => {
    service.setHeartbeat(1000);
    startTracker({ heartbeatMs: 15_000 });
    await flush();
    const first = service.lastStream()!;
    first.send(stateWith([]));
    await vi.advanceTimersByTimeAsync(1000);
    first.comment();
    await vi.advanceTimersByTimeAsync(1999);
    expect(first.open).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.open).toBe(false);
  });

  it('clamps a stated heartbeat that would spin', async () => {
    service.setHeartbeat(1);
    startTracker();
    await flush();
    const first = service.lastStream()!;
    await vi.advanceTimersByTimeAsync(999);
    expect(first.open).toBe(true);
  });

  it('the order completes while the stream is silent and the reconnect hangs: it arrives', async () => {
    service.setHeartbeat(1000);
    startTracker();
    await flush();
    service.lastStream()!.send(stateWith([]));
    await flush();
    service.route('GET /checkout/order/events', service.hang());
    service.setState(stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0x1' }));
    await vi.advanceTimersByTimeAsync(2000 + 100 + 3000);
    expect(statuses()).toEqual(['Draft', 'Complete']);
    expect(tracker.active).toBe(false);
    expect(service.openRequests()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
