import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_AFTER_INPUT_MS, quietTurn } from './quietTime.js';

const forever = new AbortController().signal;
const inQuietTime = (work: () => unknown, signal = forever) => quietTurn(signal).then(work);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('quiet time', () => {
  it('gives one turn per task, in the order asked', async () => {
    const ran: string[] = [];
    void inQuietTime(() => ran.push('a'));
    void inQuietTime(() => ran.push('b'));
    expect(ran).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a']);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['a', 'b']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits while the buyer types, and runs once they stop', async () => {
    const ran = vi.fn();
    void inQuietTime(ran);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'A' }));
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS - 50);
    document.dispatchEvent(new Event('input'));
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS - 50);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('never runs a turn whose signal aborted, and leaves no timer behind', async () => {
    const lifetime = new AbortController();
    const ran = vi.fn();
    void inQuietTime(ran, lifetime.signal);
    lifetime.abort();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran).not.toHaveBeenCalled();
    void quietTurn(lifetime.signal).then(ran);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran).not.toHaveBeenCalled();
  });

  it('keeps the other turns when one aborts', async () => {
    const lifetime = new AbortController();
    const ran: string[] = [];
    void inQuietTime(() => ran.push('gone'), lifetime.signal);
    void inQuietTime(() => ran.push('kept'));
    lifetime.abort();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran).toEqual(['kept']);
  });
});
