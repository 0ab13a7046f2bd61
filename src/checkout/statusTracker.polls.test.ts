// The status tracker without a stream: polling, its backoff, and a refused token.
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, stateWith } from './testing/fakeService.js';
import {
  errors,
  flush,
  service,
  startTracker,
  states,
  statuses,
  tracker,
  useTrackerHarness,
} from './testing/trackerHarness.js';

useTrackerHarness();

describe('polling fallback', () => {
  it('polls as soon as the stream fails, and retries the stream with backoff', async () => {
    service.route('GET /checkout/order/events', () => {
      throw new TypeError('network down');
    });
    startTracker();
    await flush();
    expect(tracker.mode).toBe('poll');
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(1);
    expect(statuses()).toEqual(['Draft']);
    // stream attempts: immediately, +100 ms, +200 ms, +400 ms
    await vi.advanceTimersByTimeAsync(700);
    expect(service.callsTo('GET', '/checkout/order/events')).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(300);
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(2);
  });

  it('stops polling once a stream works again', async () => {
    service.route('GET /checkout/order/events', () => {
      throw new TypeError('network down');
    });
    startTracker();
    await flush();
    expect(tracker.mode).toBe('poll');
    service.unroute('GET /checkout/order/events');
    await vi.advanceTimersByTimeAsync(100);
    expect(service.streams).toHaveLength(1);
    expect(tracker.mode).toBe('stream');
    const polls = service.callsTo('GET', '/checkout/order').length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(polls);
  });

  it('goes straight to polling when the answer is not an event stream', async () => {
    service.route('GET /checkout/order/events', () => new Response('nope', { status: 404 }));
    startTracker();
    await flush();
    expect(tracker.mode).toBe('poll');
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(1);
  });

  it('backs off after failed polls and resets after a success', async () => {
    service.route('GET /checkout/order/events', () => new Response('', { status: 503 }));
    let failing = true;
    service.route('GET /checkout/order', () =>
      failing ? errorResponse(503, 'SERVER', 'busy') : Response.json(service.state),
    );
    startTracker();
    await flush();
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(3);
    failing = false;
    await vi.advanceTimersByTimeAsync(8000);
    expect(states).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(states).toHaveLength(2);
  });

  it('never has two polls in flight', async () => {
    service.route('GET /checkout/order/events', () => new Response('', { status: 500 }));
    let release: (() => void) | undefined;
    let inFlight = 0;
    let maxInFlight = 0;
    service.route('GET /checkout/order', async () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const stale = stateWith(['Processing']);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      inFlight--;
      return Response.json(stale);
    });
    startTracker();
    await flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(maxInFlight).toBe(1);
    release?.();
    await flush();
    expect(statuses()).toEqual(['Processing']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(maxInFlight).toBe(1);
  });

  it('stops and reports when the token is refused', async () => {
    service.route('GET /checkout/order/events', () => new Response('', { status: 401 }));
    service.route('GET /checkout/order', () =>
      errorResponse(401, 'EXPIRED', 'The client token expired.'),
    );
    startTracker();
    await flush();
    expect(errors.map((e) => e.code)).toEqual(['EXPIRED']);
    expect(tracker.active).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
