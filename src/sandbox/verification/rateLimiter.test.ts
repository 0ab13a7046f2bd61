import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter.js';

const rule = { limit: 3, windowMs: 1_000 };

describe('rate limiter', () => {
  it('allows `limit` hits in any window, then says when the oldest leaves it', () => {
    const limiter = createRateLimiter(rule, 10);
    expect(limiter.hit('m', 'a', 0)).toEqual({ ok: true });
    expect(limiter.hit('m', 'a', 100)).toEqual({ ok: true });
    expect(limiter.hit('m', 'a', 200)).toEqual({ ok: true });
    expect(limiter.hit('m', 'a', 300)).toEqual({ ok: false, retryAt: 1_000 });
    // A refusal does not count: at 1 000 the first hit has left the window.
    expect(limiter.hit('m', 'a', 1_000)).toEqual({ ok: true });
    expect(limiter.hit('m', 'a', 1_000)).toEqual({ ok: false, retryAt: 1_100 });
    // Other keys and groups count on their own.
    expect(limiter.hit('m', 'b', 1_000)).toEqual({ ok: true });
    expect(limiter.hit('m2', 'a', 1_000)).toEqual({ ok: true });
  });

  it('keeps at most its cap of keys per group: idle keys make way, busy ones do not', () => {
    const limiter = createRateLimiter(rule, 2);
    limiter.hit('m', 'a', 0);
    limiter.hit('m', 'b', 500);
    expect(limiter.hit('m', 'c', 600)).toEqual({ ok: false, retryAt: 1_000 });
    expect(limiter.hit('m2', 'c', 600)).toEqual({ ok: true });
    // At 1 000, `a` has nothing left in its window and is forgotten.
    expect(limiter.hit('m', 'c', 1_000)).toEqual({ ok: true });
    expect(limiter.hit('m', 'b', 1_000)).toEqual({ ok: true });
  });
});
