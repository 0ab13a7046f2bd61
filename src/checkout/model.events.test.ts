import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from './storage.js';
import { session, stateWith } from './testing/fakeService.js';
import { record, useModels } from './testing/modelHelpers.js';
import { settle } from './testing/setup.js';

const setup = useModels();

describe('events', () => {
  it('emits each reportable transition once and in order despite duplicates and disorder', async () => {
    const { model, service } = setup();
    const seen = record(model);
    await model.load();
    await settle();
    const stream = service.lastStream()!;
    const complete = stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0xabc' });
    stream.send(stateWith(['Processing']));
    stream.send(stateWith(['Processing', 'Processed']));
    stream.send(stateWith(['Processing', 'Processed']));
    stream.send(stateWith(['Processing']));
    stream.send({ ...complete, transitions: [...complete.transitions].reverse() });
    stream.send(complete);
    await settle();
    expect(seen.events.map((e) => [e.type, e.id, e.sequence])).toEqual([
      ['processed', 'ord_1:2', 2],
      ['complete', 'ord_1:3', 3],
    ]);
    const done = seen.events[1];
    expect(done?.type === 'complete' && done.txHash).toBe('0xabc');
    expect(done?.referenceId).toBe('ref-1');
    expect(model.step.value).toBe('complete');
    expect(model.trackerActive()).toBe(false);
  });

  it('fills a gap from the next history before emitting', async () => {
    const { model, service } = setup();
    const seen = record(model);
    await model.load();
    await settle();
    const gapped = stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0x1' });
    service.setState(gapped);
    service.lastStream()!.send({ ...gapped, transitions: [gapped.transitions[2]!] });
    await settle();
    await settle();
    expect(seen.events.map((e) => e.type)).toEqual(['processed', 'complete']);
  });

  it('delivers nothing twice across a reload of the page', async () => {
    const store = memoryStore();
    const complete = stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0x1' });
    const first = setup({ store, session: session({ state: complete }) });
    const firstSeen = record(first.model);
    await first.model.load();
    expect(firstSeen.events.map((e) => e.type)).toEqual(['processed', 'complete']);
    first.model.dispose();

    const second = setup({ store, session: session({ state: complete }) });
    const secondSeen = record(second.model);
    await second.model.load();
    expect(second.model.step.value).toBe('complete');
    expect(secondSeen.events).toEqual([]);
    expect(secondSeen.ready[0]?.status).toBe('Complete');
  });

  it('replays the current status event to a late listener, once', async () => {
    const cancelled = stateWith(['Processing', 'Cancelled'], { reasonCode: 'NETF' });
    const { model } = setup({ session: session({ state: cancelled }) });
    await model.load();
    const late = vi.fn();
    const lateAll = vi.fn();
    const lateOther = vi.fn();
    model.on('cancelled', late);
    model.on('event', lateAll);
    model.on('complete', lateOther);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late.mock.calls[0]?.[0]).toMatchObject({ type: 'cancelled', reasonCode: 'NETF' });
    expect(lateAll).toHaveBeenCalledTimes(1);
    expect(lateOther).not.toHaveBeenCalled();
  });

  it('refuses and reports a transition outside the lifecycle', async () => {
    const bad = stateWith(['Processing']);
    bad.transitions[0] = { ...bad.transitions[0]!, to: 'Complete' };
    const { model } = setup({ session: session({ state: bad }) });
    const seen = record(model);
    await model.load();
    expect(model.step.value).toBe('details');
    expect(seen.events).toEqual([]);
    expect(seen.errors[0]?.message).toMatch(/Draft -> Complete is not an allowed transition/);
  });

  it('calls the option callbacks', async () => {
    const onReady = vi.fn();
    const onExpired = vi.fn();
    const onEvent = vi.fn();
    const { model } = setup({
      session: session({ state: stateWith(['Expired']) }),
      options: { onReady, onExpired, onEvent },
    });
    await model.load();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'expired', id: 'ord_1:1' }),
    );
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('keeps going when a host listener throws', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const { model } = setup({ session: session({ state: stateWith(['Expired']) }) });
    const after = vi.fn();
    model.on('expired', () => {
      throw new Error('host bug');
    });
    model.on('expired', after);
    await model.load();
    expect(after).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
