import type { OrderState } from '../api/checkout.js';
import { createCheckoutClient } from '../api/checkoutClient.js';
import { type ErrorCode, NftCheckoutError } from '../api/errors.js';
import type { Fetch } from '../api/http.js';
import { readOrderStream, type StreamOutcome } from './orderStream.js';

export interface TrackerTiming {
  /** Delay before reopening a stream that ended or failed (doubles per failure). */
  reconnectMs: number;
  /** Polling interval once the stream is given up. */
  pollMs: number;
  /** Cap of the backoff delay after failures. */
  maxBackoffMs: number;
  /** A stream silent this long (no message, no heartbeat) is dead: reopen it. */
  idleTimeoutMs: number;
  /** Stream failures in a row, without a message, before polling takes over. */
  streamFailuresBeforePolling: number;
}

export const DEFAULT_TIMING: TrackerTiming = {
  reconnectMs: 1000,
  pollMs: 3000,
  maxBackoffMs: 30_000,
  // The service sends a heartbeat every 15 s.
  idleTimeoutMs: 45_000,
  streamFailuresBeforePolling: 3,
};

export interface StatusTrackerOptions {
  baseUrl: string;
  clientToken: string;
  fetch?: Fetch | undefined;
  /** Each order state newer than or as new as the last one delivered. */
  onState(state: OrderState): void;
  /** A failure that retrying cannot fix (token refused, order gone); tracking stops. */
  onError?(error: NftCheckoutError): void;
  timing?: Partial<TrackerTiming> | undefined;
  random?: () => number;
}

/** The stream closes for good only after these; Declined may still be retried. */
export function isFinalState(state: OrderState): boolean {
  const { status } = state.order;
  return (
    status === 'Complete' ||
    status === 'Expired' ||
    status === 'Refunded' ||
    (status === 'Declined' && state.attemptsLeft === 0)
  );
}

const PERMANENT: readonly ErrorCode[] = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'EXPIRED',
  'VALIDATION',
  'CONFIGURATION',
];

function topSequence(state: OrderState): number {
  return state.transitions.reduce((max, t) => Math.max(max, t.sequence), 0);
}

/**
 * Follows the order: GET /checkout/order/events read with fetch and a stream reader (so the
 * Authorization header can be sent), reopened with Last-Event-ID when it ends or fails, replaced
 * by polling GET /checkout/order with backoff when it keeps failing. Stops on a final state and
 * on dispose, leaving no timer and no request behind.
 */
export function createStatusTracker(options: StatusTrackerOptions) {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const random = options.random ?? Math.random;
  const doFetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Polling paces its own retries, so the client must not add its own on top.
  const client = createCheckoutClient({
    baseUrl: options.baseUrl,
    clientToken: options.clientToken,
    fetch: doFetch,
    retry: { retries: 0 },
  });
  const controllers = new Set<AbortController>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;
  let disposed = false;
  let mode: 'stream' | 'poll' = 'stream';
  let lastEventId: string | undefined;
  let lastSequence = -1;
  let failures = 0;
  let serverRetryMs: number | undefined;
  let refreshing = false;

  const backoff = (base: number, attempt: number) =>
    Math.round(Math.min(timing.maxBackoffMs, base * 2 ** attempt) * (0.5 + random() / 2));

  function schedule(fn: () => void, ms: number) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn();
    }, ms);
  }

  /** Passes on a state unless it is older than one already passed on (a poll overtaken). */
  function accept(state: OrderState): boolean {
    const top = topSequence(state);
    if (top < lastSequence) return false;
    lastSequence = top;
    options.onState(state);
    return true;
  }

  function deliver(state: OrderState) {
    if (stopped) return;
    if (accept(state) && isFinalState(state)) stop();
  }

  /** A state learnt elsewhere (the confirm answer), through the same staleness check. */
  function push(state: OrderState) {
    if (disposed) return;
    if (accept(state) && isFinalState(state)) stop();
  }

  function fail(error: NftCheckoutError) {
    stop();
    options.onError?.(error);
  }

  function track<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    controllers.add(controller);
    return run(controller.signal).finally(() => controllers.delete(controller));
  }

  async function connect() {
    const controller = new AbortController();
    controllers.add(controller);
    let outcome: StreamOutcome = 'empty';
    try {
      outcome = await readOrderStream({
        baseUrl: options.baseUrl,
        clientToken: options.clientToken,
        fetch: doFetch,
        lastEventId,
        signal: controller.signal,
        abort: () => controller.abort(),
        idleTimeoutMs: timing.idleTimeoutMs,
        onState(state, id) {
          lastEventId = id ?? lastEventId;
          deliver(state);
        },
        onRetry(ms) {
          serverRetryMs = ms;
        },
        stopped: () => stopped,
      });
    } catch {
      // network failure, or an abort by the idle watchdog or by stop()
    } finally {
      controllers.delete(controller);
    }
    if (stopped) return;
    failures = outcome === 'received' ? 0 : failures + 1;
    if (outcome === 'refused' || failures >= timing.streamFailuresBeforePolling) {
      mode = 'poll';
      failures = 0;
      schedule(poll, 0);
    } else if (outcome === 'received') {
      schedule(connect, serverRetryMs ?? timing.reconnectMs);
    } else {
      schedule(connect, backoff(timing.reconnectMs, failures - 1));
    }
  }

  async function fetchOnce(use: (state: OrderState) => void): Promise<boolean> {
    try {
      use(await track((signal) => client.getOrderState({ signal })));
      return true;
    } catch (error) {
      if (stopped || disposed) return false;
      const failure =
        error instanceof NftCheckoutError
          ? error
          : new NftCheckoutError('NETWORK', 'Could not read the order status.', { cause: error });
      if (PERMANENT.includes(failure.code)) fail(failure);
      return false;
    }
  }

  async function poll() {
    const ok = await fetchOnce(deliver);
    if (stopped) return;
    failures = ok ? 0 : failures + 1;
    schedule(poll, ok ? timing.pollMs : backoff(timing.pollMs, failures));
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
    timer = undefined;
    for (const controller of controllers) controller.abort();
    controllers.clear();
  }

  return {
    /** Starts following; `known` is the state the caller already shows (older ones are dropped). */
    start(known?: OrderState): void {
      if (!stopped || disposed) return;
      stopped = false;
      if (known) {
        lastSequence = Math.max(lastSequence, topSequence(known));
        if (isFinalState(known)) {
          stopped = true;
          return;
        }
      }
      mode = 'stream';
      failures = 0;
      void connect();
    },
    push,
    /**
     * One extra read of the order now (a gap in the history, the countdown reaching zero); also
     * after tracking finished, since a final state can arrive before the ones it skipped.
     */
    async refresh(): Promise<void> {
      if (disposed || refreshing || (!stopped && mode === 'poll')) return;
      refreshing = true;
      try {
        await fetchOnce((state) => {
          if (!disposed) push(state);
        });
      } finally {
        refreshing = false;
      }
    },
    dispose(): void {
      disposed = true;
      stop();
    },
    /** For tests and diagnostics. */
    get mode(): 'stream' | 'poll' {
      return mode;
    },
    get active(): boolean {
      return !stopped;
    },
    get openRequests(): number {
      return controllers.size;
    },
  };
}

export type StatusTracker = ReturnType<typeof createStatusTracker>;
