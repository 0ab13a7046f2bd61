import { NftCheckoutError } from '../../api/errors.js';

/**
 * When a failed delivery is tried again: the delays after the first attempt, as Standard
 * Webhooks recommends (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), so eight attempts over about
 * 27 hours before a delivery is `failed`.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** The same eight attempts compressed into about 16 s, with `delays: 'fast'` (tests, e2e). */
export const FAST_RETRY_DELAYS_MS: readonly number[] = [100, 250, 500, 1000, 2000, 4000, 8000];

/** Each delay is moved by up to this share either way, so receivers coming back are not hit in step. */
export const RETRY_JITTER = 0.2;

export const DEFAULT_TIMEOUT_MS = 15_000;
export const FAST_TIMEOUT_MS = 2_000;
export const DEFAULT_OUTBOX_LIMIT = 10_000;
/** Requests one endpoint receives at once (events of different orders). */
export const DEFAULT_MAX_IN_FLIGHT = 16;
/** Longest retry schedule accepted: enough for any sensible policy, and bounded. */
const MAX_RETRIES = 20;
/** About a day: setTimeout's own limit is 24.8 days, and no receiver needs more. */
const MAX_DELAY_MS = 24 * 3_600_000;

/** The webhook options of `startSandbox`. */
export interface WebhookOptions {
  /**
   * Delays before each retry, in ms (default: Standard Webhooks' schedule; with `delays:
   * 'fast'` 100 ms … 8 s). Each is moved by ±20 % at random. Its length is the number of
   * retries: `[]` tries once.
   */
  retryDelaysMs?: readonly number[];
  /** How long an attempt may take before it counts as failed (default 15 s; 2 s when fast). */
  timeoutMs?: number;
  /**
   * Pending deliveries kept per merchant (default 10 000); past it the merchant's oldest pending
   * delivery becomes `dropped`. Delivered, and failed or dropped, deliveries are kept up to the
   * same number each, the oldest pruned first.
   */
  outboxLimit?: number;
  /** Attempts in flight at once per endpoint (default 16). */
  maxInFlight?: number;
  /** Prints one line per attempt to the sandbox log, even with `quiet` (CLI `--webhook-log`). */
  log?: boolean;
}

export interface WebhookSettings {
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  outboxLimit: number;
  maxInFlight: number;
  log: boolean;
}

function configError(option: string, fix: string): NftCheckoutError {
  return new NftCheckoutError('CONFIGURATION', `webhooks.${option} ${fix}.`);
}

function wholeNumber(value: number | undefined, option: string, min: number, max: number) {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw configError(option, `must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** The webhook options with their defaults; a value out of range throws CONFIGURATION. */
export function resolveWebhookSettings(
  options: WebhookOptions = {},
  fast = false,
): WebhookSettings {
  const delays = options.retryDelaysMs;
  if (delays !== undefined) {
    const valid =
      Array.isArray(delays) &&
      delays.length <= MAX_RETRIES &&
      delays.every((d) => Number.isFinite(d) && d >= 0 && d <= MAX_DELAY_MS);
    if (!valid) {
      throw configError(
        'retryDelaysMs',
        `must be at most ${MAX_RETRIES} delays in ms, each from 0 to ${MAX_DELAY_MS} (one day)`,
      );
    }
  }
  return {
    retryDelaysMs: [...(delays ?? (fast ? FAST_RETRY_DELAYS_MS : DEFAULT_RETRY_DELAYS_MS))],
    timeoutMs:
      wholeNumber(options.timeoutMs, 'timeoutMs', 1, 300_000) ??
      (fast ? FAST_TIMEOUT_MS : DEFAULT_TIMEOUT_MS),
    outboxLimit:
      wholeNumber(options.outboxLimit, 'outboxLimit', 1, 1_000_000) ?? DEFAULT_OUTBOX_LIMIT,
    maxInFlight: wholeNumber(options.maxInFlight, 'maxInFlight', 1, 256) ?? DEFAULT_MAX_IN_FLIGHT,
    log: options.log === true,
  };
}

/** `delayMs` moved by up to ±20 %; `random` in [0, 1). */
export function withJitter(delayMs: number, random: () => number = Math.random): number {
  return Math.round(delayMs * (1 + (random() * 2 - 1) * RETRY_JITTER));
}

/**
 * The wait before the next attempt after `attemptsInRun` failed ones (counted from the first
 * send or the latest resend), or undefined when the schedule is spent and the delivery fails.
 */
export function retryDelay(
  attemptsInRun: number,
  delaysMs: readonly number[],
  random: () => number = Math.random,
): number | undefined {
  const delay = delaysMs[attemptsInRun - 1];
  return attemptsInRun < 1 || delay === undefined ? undefined : withJitter(delay, random);
}
