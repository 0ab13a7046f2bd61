// How long the status tracker waits for the service, and how it backs off.

export interface TrackerTiming {
  /** Delay before reopening a stream that ended or failed (doubles per failure in a row). */
  reconnectMs: number;
  /** Polling interval while no stream works. */
  pollMs: number;
  /** Cap of the backoff delay after failures. */
  maxBackoffMs: number;
  /** Longest wait from a stream request to its first bytes; then it is dead. */
  connectTimeoutMs: number;
  /**
   * The service's heartbeat interval until a stream states its own. A stream silent (no message,
   * no heartbeat) for two intervals is dead.
   */
  heartbeatMs: number;
}

export const DEFAULT_TIMING: TrackerTiming = {
  reconnectMs: 1000,
  pollMs: 3000,
  maxBackoffMs: 30_000,
  connectTimeoutMs: 10_000,
  heartbeatMs: 15_000,
};

/** Heartbeats the service may state: anything else is clamped, so a bad value cannot spin. */
const HEARTBEAT_RANGE = { min: 500, max: 60_000 };
/** A stream silent for this many heartbeat intervals is dead (one late heartbeat is tolerated). */
const SILENT_HEARTBEATS = 2;

/** The longest silence (no message, no heartbeat) of a working stream, in ms. */
export function silenceBound(heartbeatMs: number): number {
  const clamped = Math.min(HEARTBEAT_RANGE.max, Math.max(HEARTBEAT_RANGE.min, heartbeatMs));
  return clamped * SILENT_HEARTBEATS;
}

/** The wait after `attempt` failures in a row: doubling from `base`, capped, with jitter. */
export function backoffDelay(
  timing: TrackerTiming,
  base: number,
  attempt: number,
  random: () => number,
): number {
  return Math.round(Math.min(timing.maxBackoffMs, base * 2 ** attempt) * (0.5 + random() / 2));
}
