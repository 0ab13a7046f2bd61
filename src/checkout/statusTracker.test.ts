import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderState } from '../api/checkout.js';
import { createCheckoutClient } from '../api/checkoutClient.js';
import * as schemas from '../api/checkoutSchemas.js';
import type { NftCheckoutError } from '../api/errors.js';
import { isFinalState, progressOf } from '../api/lifecycle.js';
import { createStatusTracker, type StatusTracker } from './statusTracker.js';
import {
  BASE_URL,
  createFakeService,
  errorResponse,
  type FakeService,
  stateWith,
  TOKEN,
} from './testing/fakeService.js';

let service: FakeService;
let tracker: StatusTracker;
let states: OrderState[];
let errors: NftCheckoutError[];
let connection: boolean[];

const statuses = () => states.map((s) => s.order.status);

function startTracker(timing = {}) {
  tracker = createStatusTracker({
    client: createCheckoutClient({
      baseUrl: BASE_URL,
      clientToken: TOKEN,
      fetch: service.fetch,
      // Already imported: the fake clock then steps through polls without waiting on a loader.
      loadSchemas: async () => schemas,
    }),
    onState: (s) => states.push(s),
    onError: (e) => errors.push(e),
    onConnection: (up) => connection.push(up),
    timing: {
      reconnectMs: 100,
      pollMs: 1000,
      maxBackoffMs: 8000,
      connectTimeoutMs: 3000,
      heartbeatMs: 2500,
      ...timing,
    },
    random: () => 1,
  });
  tracker.start();
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  service = createFakeService();
  states = [];
  errors = [];
  connection = [];
});

afterEach(() => {
  tracker?.dispose();
  vi.useRealTimers();
});

describe('stream', () => {
  it('sends the token and delivers each order message', async () => {
    startTracker();
    await flush();
    const stream = service.lastStream()!;
    expect(service.calls[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(service.calls[0]?.headers.accept).toBe('text/event-stream');
    stream.comment();
    stream.send(stateWith([]));
    stream.send(stateWith(['Processing']));
    await flush();
    expect(statuses()).toEqual(['Draft', 'Processing']);
  });

  it('reads the whole history again when a state misses a transition, once', async () => {
    startTracker();
    await flush();
    const full = stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0x1' });
    service.setState(full);
    service.lastStream()!.send({ ...full, transitions: [full.transitions[2]!] });
    await flush();
    await flush();
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(1);
    expect(states.map((s) => s.transitions.length)).toEqual([1, full.transitions.length]);
  });

  it('does not read again when every update carries its whole history', async () => {
    startTracker();
    await flush();
    service.lastStream()!.send(stateWith(['Processing']));
    service.lastStream()!.send(stateWith(['Processing', 'Processed']));
    await flush();
    await flush();
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(0);
  });

  it('reopens an ended stream with Last-Event-ID', async () => {
    startTracker();
    await flush();
    service.lastStream()!.send(stateWith(['Processing']));
    service.lastStream()!.close();
    // after the service's `retry:` delay
    await vi.advanceTimersByTimeAsync(1999);
    expect(service.streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(service.streams).toHaveLength(2);
    expect(service.lastStream()!.lastEventId).toBe('1');
    service.lastStream()!.send(stateWith(['Processing', 'Processed']));
    await flush();
    expect(statuses()).toEqual(['Processing', 'Processed']);
  });

  it('drops a state older than one already delivered', async () => {
    startTracker();
    await flush();
    const stream = service.lastStream()!;
    stream.send(stateWith(['Processing', 'Processed']));
    stream.send(stateWith(['Processing']));
    await flush();
    expect(statuses()).toEqual(['Processed']);
  });

  it('ignores messages that are not order states', async () => {
    startTracker();
    await flush();
    const stream = service.lastStream()!;
    stream.raw('event: order\ndata: {not json}\n\n');
    stream.raw('event: order\ndata: {"order":1}\n\n');
    stream.raw('event: other\ndata: {}\n\n');
    await flush();
    expect(states).toEqual([]);
  });

  it('stops on a final state and leaves nothing open', async () => {
    startTracker();
    await flush();
    service
      .lastStream()!
      .send(stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0x1' }));
    await flush();
    expect(tracker.active).toBe(false);
    expect(service.openRequests()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reopens a stream silent for two of its heartbeat intervals', async () => {
    service.setHeartbeat(2500);
    startTracker();
    await flush();
    const first = service.lastStream()!;
    first.comment();
    await vi.advanceTimersByTimeAsync(4000);
    expect(first.open).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.open).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(service.streams).toHaveLength(2);
  });
});

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
