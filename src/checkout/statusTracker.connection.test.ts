// What the status tracker tells of the connection, and nudge().
import { describe, expect, it, vi } from 'vitest';
import {
  connection,
  flush,
  service,
  startTracker,
  tracker,
  useTrackerHarness,
} from './testing/trackerHarness.js';

useTrackerHarness();

describe('connection: whether updates reach the widget', () => {
  it('says nothing while a stream works, also across reconnects', async () => {
    startTracker();
    await flush();
    service.lastStream()!.close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(service.streams).toHaveLength(2);
    expect(connection).toEqual([]);
  });

  it('lost when the stream is down and the polls fail; back when a poll answers', async () => {
    service.route('GET /checkout/order/events', () => {
      throw new TypeError('offline');
    });
    let offline = true;
    service.route('GET /checkout/order', () => {
      if (offline) throw new TypeError('offline');
      return Response.json(service.state);
    });
    startTracker();
    await flush();
    expect(connection).toEqual([false]);
    offline = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(connection).toEqual([false, true]);
  });

  it('back when a stream opens again', async () => {
    service.route('GET /checkout/order/events', () => {
      throw new TypeError('offline');
    });
    service.route('GET /checkout/order', () => {
      throw new TypeError('offline');
    });
    startTracker();
    await flush();
    service.unroute('GET /checkout/order/events');
    await vi.advanceTimersByTimeAsync(100);
    expect(connection).toEqual([false, true]);
  });

  it('nudge(): retries the stream and polls at once instead of after the backoff', async () => {
    service.route('GET /checkout/order/events', () => {
      throw new TypeError('offline');
    });
    service.route('GET /checkout/order', () => {
      throw new TypeError('offline');
    });
    startTracker();
    await vi.advanceTimersByTimeAsync(20_000);
    const streams = service.callsTo('GET', '/checkout/order/events').length;
    const polls = service.callsTo('GET', '/checkout/order').length;
    service.unroute('GET /checkout/order/events');
    service.unroute('GET /checkout/order');
    tracker.nudge();
    await flush();
    expect(service.callsTo('GET', '/checkout/order/events')).toHaveLength(streams + 1);
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(polls + 1);
    expect(connection.at(-1)).toBe(true);
  });
});
