// Wrong merchant credentials, counted per clientId: a few tries, then 429 for a while, so a
// clientSecret cannot be guessed at the speed of the network.
import { createHash } from 'node:crypto';

export interface AuthThrottleRule {
  maxFailures: number;
  windowMs: number;
  maxUnknownIds: number;
}

export const AUTH_THROTTLE: Readonly<AuthThrottleRule> = {
  /** Wrong secrets one clientId may send within `windowMs`; the last of them locks it … */
  maxFailures: 5,
  /** … for this long, the right secret refused too. */
  windowMs: 60_000,
  /** Unknown clientIds kept at once (the merchants' own are kept apart); the oldest goes first. */
  maxUnknownIds: 1_000,
};

interface Entry {
  /** Times of the wrong secrets still in the window, oldest first (at most maxFailures). */
  failures: number[];
  lockedUntil: number;
}

export interface AuthThrottle {
  /** When `clientId` may try again, or undefined when it may now. */
  lockedUntil(clientId: string, now: number): number | undefined;
  /** A wrong secret, or an unknown clientId. */
  failed(clientId: string, now: number): void;
  /** The right secret: the count starts over. */
  succeeded(clientId: string): void;
}

/**
 * Each merchant's clientId has its own entry, which no traffic can push out; unknown ones share
 * a table of `maxUnknownIds`, keyed by a digest (never the sent text), oldest evicted first.
 * Unknown ids are counted too, so a 429 does not tell which ids exist.
 */
export function createAuthThrottle(
  merchantIds: ReadonlySet<string>,
  rule: Readonly<AuthThrottleRule> = AUTH_THROTTLE,
): AuthThrottle {
  const merchants = new Map<string, Entry>();
  const unknown = new Map<string, Entry>();
  const place = (clientId: string) =>
    merchantIds.has(clientId)
      ? { table: merchants, key: clientId }
      : { table: unknown, key: createHash('sha256').update(clientId).digest('base64') };

  return {
    lockedUntil(clientId, now) {
      const { table, key } = place(clientId);
      const until = table.get(key)?.lockedUntil ?? 0;
      return until > now ? until : undefined;
    },
    failed(clientId, now) {
      const { table, key } = place(clientId);
      const entry = table.get(key) ?? { failures: [], lockedUntil: 0 };
      const failures = [...entry.failures.filter((at) => at + rule.windowMs > now), now];
      const locked = failures.length >= rule.maxFailures;
      // Re-inserted, so the unknown table's first key is always the one idle longest.
      table.delete(key);
      table.set(key, {
        failures: locked ? [] : failures,
        lockedUntil: locked ? now + rule.windowMs : entry.lockedUntil,
      });
      if (table === unknown && unknown.size > rule.maxUnknownIds) {
        unknown.delete(unknown.keys().next().value as string);
      }
    },
    succeeded(clientId) {
      const { table, key } = place(clientId);
      table.delete(key);
    },
  };
}
