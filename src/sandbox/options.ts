import { NftCheckoutError } from '../api/errors.js';
import { isHttpOrigin } from '../api/frameProtocol.js';
import { DEFAULT_BODY_LIMIT } from './http/body.js';
import { type DelayOption, type LifecycleDelays, resolveDelays } from './lifecycle/delays.js';
import type { SandboxClock } from './runtime/clock.js';
import type { StoreLimits } from './store/memoryStore.js';
import type { Merchant } from './store/records.js';
import type { SandboxStore } from './store/store.js';
import {
  resolveWebhookSettings,
  type WebhookOptions,
  type WebhookSettings,
} from './webhooks/schedule.js';

/**
 * The documented sandbox merchants (README): the second one exists to try isolation. Both ask
 * for every buyer check (a verified phone, the SSN of US buyers).
 */
export const DEFAULT_MERCHANTS: readonly Merchant[] = [
  {
    clientId: 'sandbox-merchant',
    clientSecret: 'sandbox-secret',
    name: 'Sandbox Merchant',
    buyerChecks: { phone: true, taxId: true, identity: true },
  },
  {
    clientId: 'sandbox-merchant-2',
    clientSecret: 'sandbox-secret-2',
    name: 'Sandbox Merchant 2',
    buyerChecks: { phone: true, taxId: true, identity: true },
  },
];

export interface SandboxOptions {
  /** Port to listen on; 0 picks a free one (default 0; the CLI defaults to 4010). */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /**
   * Merchants, their credentials and their buyer checks (default DEFAULT_MERCHANTS); a merchant
   * without `buyerChecks` has them all (phone, tax id, identity document). `webhooks` (at most
   * 10 `{ url, secret? }`, http or https) get every event of the merchant's orders, signed with
   * the secret (made at start when left out); `redirectOrigins` (at most 10 https origins, http
   * for localhost) are where the hosted page may send buyers back. A bad value throws
   * CONFIGURATION.
   */
  merchants?: readonly Merchant[];
  /** Delays of the automatic transitions: 'fast' (~50 ms, tests), 'default', or your own. */
  delays?: DelayOption;
  /** Largest request body accepted, in bytes (default 64 KiB); larger ones get 413. */
  bodyLimitBytes?: number;
  /** No request log. */
  quiet?: boolean;
  /** Where log lines go (default console.log). */
  log?: (line: string) => void;
  /** Payment retries after a decline (default 2, so 3 attempts in all). */
  retries?: number;
  /** Interval of the event stream's heartbeat comments, in ms (default 15 000; 1 000 when fast). */
  heartbeatMs?: number;
  /**
   * Origin of every URL the sandbox hands out (frames, challenges, the hosted page, the OpenAPI
   * server), e.g. `https://sandbox.example` behind a proxy (default: the listen address; the
   * Host header is never used). Not an origin: throws CONFIGURATION.
   */
  publicOrigin?: string;
  /** Store bounds (default DEFAULT_STORE_LIMITS). */
  limits?: Partial<StoreLimits>;
  /** Another store implementation (default: a new in-memory store). */
  store?: SandboxStore;
  /** Another clock (default: real time, movable with `advance`). */
  clock?: SandboxClock;
  /** Webhook delivery: retry schedule, timeout, outbox bound, attempt log. */
  webhooks?: WebhookOptions;
}

export interface Settings {
  delays: LifecycleDelays;
  bodyLimitBytes: number;
  maxAttempts: number;
  heartbeatMs: number;
  publicOrigin: string | undefined;
  webhooks: WebhookSettings;
}

const count = (value: number | undefined, fallback: number, min = 0) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min
    ? Math.floor(value)
    : fallback;

function publicOriginOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const origin = value.replace(/\/+$/, '');
  if (isHttpOrigin(origin)) return origin;
  throw new NftCheckoutError(
    'CONFIGURATION',
    'publicOrigin (--public-origin) must be an origin as browsers write it, e.g. https://sandbox.example or http://127.0.0.1:4010: http(s), lower case, no path, query or default port.',
  );
}

export function resolveSettings(options: SandboxOptions): Settings {
  return {
    delays: resolveDelays(options.delays),
    bodyLimitBytes: count(options.bodyLimitBytes, DEFAULT_BODY_LIMIT, 1),
    maxAttempts: count(options.retries, 2) + 1,
    // Tests and the e2e suite (fast) see a silent stream noticed within seconds.
    heartbeatMs: count(options.heartbeatMs, options.delays === 'fast' ? 1000 : 15_000, 1),
    publicOrigin: publicOriginOf(options.publicOrigin),
    webhooks: resolveWebhookSettings(options.webhooks, options.delays === 'fast'),
  };
}
