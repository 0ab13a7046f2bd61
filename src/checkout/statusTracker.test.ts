import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderState } from '../api/checkout.js';
import type { NftCheckoutError } from '../api/errors.js';
import { createStatusTracker, isFinalState, type StatusTracker } from './statusTracker.js';
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

const statuses = () => states.map((s) => s.order.status);

function startTracker(timing = {}) {
  tracker = createStatusTracker({
    baseUrl: BASE_URL,
    clientToken: TOKEN,
    fetch: service.fetch,
    onState: (s) => states.push(s),
    onError: (e) => errors.push(e),
    timing: { reconnectMs: 100, pollMs: 1000, maxBackoffMs: 8000, idleTimeoutMs: 5000, ...timing },
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

  it('reopens an ended stream with Last-Event-ID', async () => {
    startTracker();
    await flush();
    service.lastStream()!.send(stateWith(['Processing']));
    service.lastStream()!.close();
    await vi.advanceTimersByTimeAsync(100);
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

  it('reopens a silent stream after the idle timeout', async () => {
    startTracker({ idleTimeoutMs: 5000 });
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
  it('polls after the stream fails repeatedly, with backoff', async () => {
    service.route('GET /checkout/order/events', () => {
      throw new TypeError('network down');
    });
    startTracker();
    // three failed stream attempts: immediately, +100 ms, +200 ms
    await vi.advanceTimersByTimeAsync(400);
    expect(service.callsTo('GET', '/checkout/order/events')).toHaveLength(3);
    expect(tracker.mode).toBe('poll');
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(1);
    expect(statuses()).toEqual(['Draft']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(service.callsTo('GET', '/checkout/order')).toHaveLength(2);
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

  it('never has two polls in flight and drops a poll overtaken by newer news', async () => {
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
    // the confirm answer arrives while the poll is out
    tracker.push(stateWith(['Processing', 'Processed']));
    await vi.advanceTimersByTimeAsync(5000);
    expect(maxInFlight).toBe(1);
    release?.();
    await flush();
    expect(statuses()).toEqual(['Processed']);
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

describe('isFinalState', () => {
  it('treats Declined as final only without attempts left', () => {
    expect(isFinalState(stateWith(['Processing', 'Declined'], { attemptsLeft: 1 }))).toBe(false);
    expect(isFinalState(stateWith(['Processing', 'Declined'], { attemptsLeft: 0 }))).toBe(true);
    expect(isFinalState(stateWith(['Processing', 'Cancelled']))).toBe(false);
    expect(isFinalState(stateWith(['Processing', 'Cancelled', 'Refunded']))).toBe(true);
    expect(isFinalState(stateWith(['Expired']))).toBe(true);
  });
});
