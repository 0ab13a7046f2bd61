import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_DELAYS_MS,
  FAST_RETRY_DELAYS_MS,
  RETRY_JITTER,
  resolveWebhookSettings,
  retryDelay,
  withJitter,
} from './schedule.js';

const HOUR = 3_600_000;

describe('the retry schedule', () => {
  it("is Standard Webhooks' recommendation: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h", () => {
    expect(DEFAULT_RETRY_DELAYS_MS).toEqual([
      5_000,
      300_000,
      1_800_000,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      10 * HOUR,
    ]);
    expect(resolveWebhookSettings({}).retryDelaysMs).toEqual(DEFAULT_RETRY_DELAYS_MS);
  });

  it('is compressed to 100 ms … 8 s with the fast delays, with as many attempts', () => {
    expect(FAST_RETRY_DELAYS_MS).toEqual([100, 250, 500, 1000, 2000, 4000, 8000]);
    expect(FAST_RETRY_DELAYS_MS).toHaveLength(DEFAULT_RETRY_DELAYS_MS.length);
    expect(resolveWebhookSettings({}, true).retryDelaysMs).toEqual(FAST_RETRY_DELAYS_MS);
    // Each step still grows, as the real schedule does.
    FAST_RETRY_DELAYS_MS.slice(1).forEach((d, i) => {
      expect(d).toBeGreaterThan(FAST_RETRY_DELAYS_MS[i] as number);
    });
  });

  it('moves each delay by at most ±20 %, and by all of it at the extremes', () => {
    expect(RETRY_JITTER).toBe(0.2);
    expect(withJitter(1000, () => 0)).toBe(800);
    expect(withJitter(1000, () => 0.5)).toBe(1000);
    expect(withJitter(1000, () => 0.999_999)).toBe(1200);
    for (let i = 0; i < 1000; i++) {
      for (const delay of DEFAULT_RETRY_DELAYS_MS) {
        const jittered = withJitter(delay);
        expect(jittered).toBeGreaterThanOrEqual(Math.floor(delay * 0.8));
        expect(jittered).toBeLessThanOrEqual(Math.ceil(delay * 1.2));
      }
    }
  });

  it('spreads the retries of many deliveries instead of sending them in step', () => {
    const delays = new Set(Array.from({ length: 100 }, () => withJitter(5_000)));
    expect(delays.size).toBeGreaterThan(50);
  });

  it('waits the n-th delay after the n-th failed attempt, and fails after the last', () => {
    const middle = () => 0.5;
    expect(retryDelay(1, FAST_RETRY_DELAYS_MS, middle)).toBe(100);
    expect(retryDelay(2, FAST_RETRY_DELAYS_MS, middle)).toBe(250);
    expect(retryDelay(7, FAST_RETRY_DELAYS_MS, middle)).toBe(8000);
    expect(retryDelay(8, FAST_RETRY_DELAYS_MS, middle)).toBeUndefined();
    expect(retryDelay(1, [], middle)).toBeUndefined();
    expect(retryDelay(0, FAST_RETRY_DELAYS_MS, middle)).toBeUndefined();
  });
});

describe('resolveWebhookSettings', () => {
  it('has a 15 s timeout (2 s when fast), an outbox of 10 000 and no attempt log', () => {
    expect(resolveWebhookSettings({})).toMatchObject({
      timeoutMs: 15_000,
      outboxLimit: 10_000,
      log: false,
    });
    expect(resolveWebhookSettings({}, true).timeoutMs).toBe(2_000);
  });

  it('takes the options given', () => {
    expect(
      resolveWebhookSettings(
        { retryDelaysMs: [10, 20], timeoutMs: 500, outboxLimit: 5, maxInFlight: 2, log: true },
        true,
      ),
    ).toEqual({
      retryDelaysMs: [10, 20],
      timeoutMs: 500,
      outboxLimit: 5,
      maxInFlight: 2,
      log: true,
    });
  });

  it.each([
    [{ retryDelaysMs: [-1] }, 'webhooks.retryDelaysMs must be at most 20 delays'],
    [{ retryDelaysMs: [Number.NaN] }, 'webhooks.retryDelaysMs'],
    [{ retryDelaysMs: Array(21).fill(1) }, 'webhooks.retryDelaysMs'],
    [{ timeoutMs: 0 }, 'webhooks.timeoutMs must be a whole number from 1 to 300000'],
    [{ outboxLimit: 1.5 }, 'webhooks.outboxLimit must be a whole number'],
    [{ maxInFlight: 0 }, 'webhooks.maxInFlight must be a whole number'],
  ])('refuses %j with CONFIGURATION saying the range', (options, says) => {
    expect(() => resolveWebhookSettings(options)).toThrow(
      expect.objectContaining({ code: 'CONFIGURATION', message: expect.stringContaining(says) }),
    );
  });
});
