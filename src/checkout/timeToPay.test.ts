import { signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpiryExtension } from '../api/checkout.js';
import { NftCheckoutError } from '../api/errors.js';
import { createServiceClock } from './serviceClock.js';
import { stateWith } from './testing/fixtures.js';
import { createTimeToPay, type TimeToPayDeps } from './timeToPay.js';

const SERVICE_NOW = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const MAX = iso(SERVICE_NOW + 3600_000);

function setup() {
  let mono = 0;
  // The buyer's wall clock is ten minutes ahead: nothing may depend on it.
  const clock = createServiceClock(
    () => mono,
    () => SERVICE_NOW + 600_000,
  );
  clock.sync(iso(SERVICE_NOW));
  const said: string[] = [];
  const deps = {
    clock,
    extend: vi.fn<TimeToPayDeps['extend']>(),
    onExtended: vi.fn(),
    onTimeUp: vi.fn(),
    onStale: vi.fn(),
    announce: (text: string) => said.push(text),
    report: vi.fn(),
    formatTime: (value: string) => value.slice(11, 16),
    wallNow: () => SERVICE_NOW + 600_000,
  };
  const time = createTimeToPay(deps);
  /** Moves the monotonic clock without running timers: a tick that comes late. */
  const jump = (ms: number) => {
    mono += ms;
  };
  /** Moves the clock and runs the timers due on the way (a tab that is not throttled). */
  const pass = (ms: number) => {
    for (let i = 0; i < ms; i += 250) {
      mono += Math.min(250, ms - i);
      vi.advanceTimersByTime(Math.min(250, ms - i));
    }
  };
  return { time, deps, said, jump, pass, clock };
}

function extension(expiresAt: number, now: number, max = MAX): ExpiryExtension {
  return {
    state: { ...stateWith([]), order: { ...stateWith([]).order, expiresAt: iso(expiresAt) } },
    expiresAt: iso(expiresAt),
    maxExpiresAt: max,
    now: iso(now),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('time to pay', () => {
  it("counts down on the service's clock, not the buyer's", () => {
    const { time } = setup();
    time.run(iso(SERVICE_NOW + 1800_000), MAX);
    expect(time.secondsLeft.value).toBe(1800);
    // "until" is given in the buyer's own clock, ten minutes ahead of the service's.
    expect(time.until.value).toBe('10:40');
    time.dispose();
  });

  it('says the expiry in the format of the latest locale, at once', () => {
    const { time, deps } = setup();
    const locale = signal('en-US');
    deps.formatTime = (value: string) =>
      new Intl.DateTimeFormat(locale.value, { timeStyle: 'short', timeZone: 'UTC' }).format(
        Date.parse(value),
      );
    time.run(iso(SERVICE_NOW + 1800_000), MAX);
    expect(time.until.value).toBe('10:40 AM');
    locale.value = 'fr-FR';
    expect(time.until.value).toBe('10:40');
    time.dispose();
  });

  it('warns at 2 minutes when the first tick after it comes 40 seconds late', () => {
    const { time, said, jump } = setup();
    time.run(iso(SERVICE_NOW + 150_000), MAX);
    expect(time.warning.value).toBeNull();
    jump(40_000);
    vi.advanceTimersByTime(1000);
    expect(time.warning.value).toBe(120);
    expect(time.offer.value).toBe(true);
    expect(said).toEqual(['Less than 2 minutes left to pay. You can ask for more time.']);
    time.dispose();
  });

  it('gives only the more urgent warning when one late tick passes both', () => {
    const { time, said, jump } = setup();
    time.run(iso(SERVICE_NOW + 150_000), MAX);
    jump(130_000);
    vi.advanceTimersByTime(1000);
    expect(time.warning.value).toBe(30);
    expect(said).toEqual(['Less than 30 seconds left to pay. You can ask for more time.']);
    vi.advanceTimersByTime(1000);
    expect(said).toHaveLength(1);
    time.dispose();
  });

  it('warns at once when it starts with less than 2 minutes left', () => {
    const { time, said } = setup();
    time.run(iso(SERVICE_NOW + 90_000), MAX);
    expect(time.warning.value).toBe(120);
    expect(said).toHaveLength(1);
    time.dispose();
  });

  it('ticks on time at each warning even when the interval never runs', () => {
    const intervals = vi.spyOn(globalThis, 'setInterval').mockImplementation(() => 0 as never);
    try {
      const { time, pass } = setup();
      time.run(iso(SERVICE_NOW + 150_000), MAX);
      pass(30_000);
      expect(time.warning.value).toBe(120);
      pass(90_000);
      expect(time.warning.value).toBe(30);
      time.dispose();
    } finally {
      intervals.mockRestore();
    }
  });

  it('extends once per warning, from the expiry shown, and resyncs to the service clock', async () => {
    const { time, deps, said, jump, clock } = setup();
    const expiresAt = SERVICE_NOW + 150_000;
    time.run(iso(expiresAt), MAX);
    jump(40_000);
    vi.advanceTimersByTime(1000);
    // The service is 5 s ahead of what the widget counted (a slept laptop, a slow tick).
    deps.extend.mockResolvedValue(extension(expiresAt + 600_000, SERVICE_NOW + 46_000));
    const first = time.extend();
    const second = time.extend();
    await Promise.all([first, second]);
    expect(deps.extend).toHaveBeenCalledTimes(1);
    expect(deps.extend).toHaveBeenCalledWith(iso(expiresAt));
    expect(clock.now()).toBe(SERVICE_NOW + 46_000);
    expect(time.secondsLeft.value).toBe(704);
    expect(time.warning.value).toBeNull();
    expect(time.offer.value).toBe(false);
    expect(deps.onExtended).toHaveBeenCalledTimes(1);
    expect(said.at(-1)).toMatch(/^Time to pay extended until /);
    await time.extend();
    expect(deps.extend).toHaveBeenCalledTimes(1);
    // The next warning of the new expiry offers one more extension.
    jump(600_000);
    vi.advanceTimersByTime(1000);
    expect(time.warning.value).toBe(120);
    expect(time.offer.value).toBe(true);
    time.dispose();
  });

  it('says when the order cannot be extended any further', async () => {
    const { time, deps, said, jump } = setup();
    const limit = SERVICE_NOW + 200_000;
    time.run(iso(SERVICE_NOW + 150_000), iso(limit));
    jump(40_000);
    vi.advanceTimersByTime(1000);
    deps.extend.mockResolvedValue(extension(limit, SERVICE_NOW + 41_000, iso(limit)));
    await time.extend();
    expect(time.atLimit.value).toBe(true);
    jump(50_000);
    vi.advanceTimersByTime(1000);
    expect(time.warning.value).toBe(120);
    expect(time.offer.value).toBe(false);
    expect(said.at(-1)).toBe(
      'Less than 2 minutes left to pay. This order cannot be extended any further.',
    );
    time.dispose();
  });

  it('a refusal because the order changed reads the order again; a failure is shown and reported', async () => {
    const { time, deps, jump } = setup();
    time.run(iso(SERVICE_NOW + 100_000), MAX);
    deps.extend.mockRejectedValueOnce(new NftCheckoutError('NETWORK', 'offline'));
    await time.extend();
    expect(time.extendError.value).toMatch(/^The time could not be extended\. /);
    expect(deps.report).toHaveBeenCalledTimes(1);
    expect(time.offer.value).toBe(true);
    deps.extend.mockRejectedValueOnce(new NftCheckoutError('CONFLICT', 'it is Processing'));
    await time.extend();
    expect(deps.onStale).toHaveBeenCalledTimes(1);
    expect(time.offer.value).toBe(false);
    expect(deps.report).toHaveBeenCalledTimes(1);
    jump(1000);
    time.dispose();
  });

  it('is up at zero, once; a later expiry learnt afterwards brings it back', () => {
    const { time, deps, pass } = setup();
    time.run(iso(SERVICE_NOW + 3000), MAX);
    pass(3000);
    expect(time.timeUp.value).toBe(true);
    expect(time.secondsLeft.value).toBe(0);
    pass(5000);
    expect(deps.onTimeUp).toHaveBeenCalledTimes(1);
    time.run(iso(SERVICE_NOW + 3000), MAX);
    expect(time.timeUp.value).toBe(true);
    time.run(iso(SERVICE_NOW + 600_000), MAX);
    expect(time.timeUp.value).toBe(false);
    expect(time.secondsLeft.value).toBe(592);
    time.dispose();
  });

  it('never moves the expiry earlier, and leaves no timer behind', () => {
    const { time } = setup();
    time.run(iso(SERVICE_NOW + 600_000), MAX);
    time.run(iso(SERVICE_NOW + 300_000), MAX);
    expect(time.secondsLeft.value).toBe(600);
    time.halt();
    expect(vi.getTimerCount()).toBe(0);
  });
});
