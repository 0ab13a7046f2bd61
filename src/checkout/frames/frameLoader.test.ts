import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameLoader } from './frameLoader.js';

const timing = { readyAfterLoadMs: 100, loadTimeoutMs: 1000, retryDelaysMs: [200, 400] };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createFrameLoader', () => {
  it('is ready when the frame says so, and then never times out', () => {
    const loader = createFrameLoader(timing);
    loader.start();
    loader.loaded();
    loader.ready();
    vi.advanceTimersByTime(10_000);
    expect(loader.status.value).toBe('ready');
    expect(loader.attempt.value).toBe(0);
  });

  it('loads again after a load without ready, waiting longer each time, then fails once', () => {
    const onFailed = vi.fn();
    const loader = createFrameLoader(timing, onFailed);
    loader.start();
    loader.loaded();
    vi.advanceTimersByTime(100);
    expect(loader.status.value).toBe('waiting');
    vi.advanceTimersByTime(199);
    expect(loader.attempt.value).toBe(0);
    vi.advanceTimersByTime(1);
    expect(loader.attempt.value).toBe(1);
    expect(loader.status.value).toBe('loading');
    vi.advanceTimersByTime(1000 + 400);
    expect(loader.attempt.value).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(loader.status.value).toBe('failed');
    expect(onFailed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(loader.attempt.value).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts a new series of retries when the buyer tries again', () => {
    const onFailed = vi.fn();
    const loader = createFrameLoader({ ...timing, retryDelaysMs: [] }, onFailed);
    loader.start();
    loader.retry(); // not failed yet: nothing happens
    expect(loader.attempt.value).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(loader.status.value).toBe('failed');
    loader.retry();
    expect(loader.attempt.value).toBe(1);
    expect(loader.status.value).toBe('loading');
    loader.ready();
    expect(loader.status.value).toBe('ready');
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('times nothing before start, and leaves no timer after dispose', () => {
    const loader = createFrameLoader(timing);
    expect(vi.getTimerCount()).toBe(0);
    loader.start();
    loader.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
