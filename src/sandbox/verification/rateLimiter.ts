// A sliding-window request count per key (a checkout), in groups (a merchant) with a cap on the
// keys each group keeps, so no amount of traffic grows it without bound.

export interface RateRule {
  /** Requests allowed in any window … */
  limit: number;
  /** … of this many milliseconds. */
  windowMs: number;
}

export type RateResult = { ok: true } | { ok: false; retryAt: number };

export function createRateLimiter(rule: RateRule, maxKeysPerGroup: number) {
  /** group → key → times of the requests still in the window, oldest first. */
  const groups = new Map<string, Map<string, number[]>>();
  const live = (times: readonly number[], now: number) =>
    times.filter((at) => at + rule.windowMs > now);

  return {
    rule,
    /**
     * Counts one request of `key`, or refuses it with the time the oldest one leaves the
     * window. A group at its cap first forgets keys with nothing in the window; when none
     * can go, a new key is refused until the first of them does.
     */
    hit(group: string, key: string, now: number): RateResult {
      let keys = groups.get(group);
      if (!keys) {
        keys = new Map();
        groups.set(group, keys);
      }
      const times = live(keys.get(key) ?? [], now);
      if (!keys.has(key) && keys.size >= maxKeysPerGroup) {
        for (const [other, old] of keys) if (live(old, now).length === 0) keys.delete(other);
        if (keys.size >= maxKeysPerGroup) {
          let retryAt = Number.POSITIVE_INFINITY;
          for (const old of keys.values()) {
            retryAt = Math.min(retryAt, (old.at(-1) ?? now) + rule.windowMs);
          }
          return { ok: false, retryAt };
        }
      }
      const oldest = times[0];
      if (oldest !== undefined && times.length >= rule.limit) {
        keys.set(key, times);
        return { ok: false, retryAt: oldest + rule.windowMs };
      }
      times.push(now);
      keys.set(key, times);
      return { ok: true };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
