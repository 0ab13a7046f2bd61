// The status tracker on a working stream: what it sends, delivers, drops and reopens.
import { describe, expect, it, vi } from 'vitest';
import { stateWith, TOKEN } from './testing/fakeService.js';
import {
  flush,
  service,
  startTracker,
  states,
  statuses,
  tracker,
  useTrackerHarness,
} from './testing/trackerHarness.js';

useTrackerHarness();

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
