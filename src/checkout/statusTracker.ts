import type { OrderState } from '../api/checkout.js';
import type { NftCheckoutError } from '../api/errors.js';
import { isFinalState, progressOf } from '../api/lifecycle.js';
import { createOrderPoller } from './orderPolling.js';
import { readOrderStream, type StreamOutcome } from './orderStream.js';
import { createTrackerConnection } from './trackerConnection.js';
import { isPermanent, readFailure } from './trackerFailure.js';
import { missesHistory, topSequence } from './trackerHistory.js';
import type { StatusTrackerOptions } from './trackerOptions.js';
import { backoffDelay, DEFAULT_TIMING, silenceBound } from './trackerTiming.js';

export type { StatusTrackerOptions } from './trackerOptions.js';
export type { TrackerTiming } from './trackerTiming.js';

/**
 * The source end of the order feed. Follows the order: GET /checkout/order/events read with fetch and a stream reader (so the
 * Authorization header can be sent), reopened with Last-Event-ID when it ends or fails. Every
 * wait is bounded: the connect, and the silence between heartbeats. While no stream works,
 * GET /checkout/order is polled with backoff, until a stream works again. Stops on a final state
 * and on dispose, leaving no timer and no request behind. It only feeds `onState` (the order
 * store); nothing downstream calls back into it. A state whose history misses a transition is
 * passed on and then read again in full (every read carries the whole history).
 */
export function createStatusTracker(options: StatusTrackerOptions) {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const random = options.random ?? Math.random;
  const { client } = options;
  const controllers = new Set<AbortController>();
  let streamTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;
  let disposed = false;
  let lastEventId: string | undefined;
  let lastSequence = -1;
  /** The service's heartbeat interval: configured until a stream states its own. */
  let heartbeatMs = timing.heartbeatMs;
  let serverRetryMs: number | undefined;
  let refreshing = false;
  /** The stream attempt under way, until it has sent its first bytes. */
  let connecting: AbortController | undefined;
  let streamFailures = 0;
  const connection = createTrackerConnection(options.onConnection);
  const report = () => connection.report(stopped);

  const backoff = (base: number, attempt: number) => backoffDelay(timing, base, attempt, random);

  function reconnect(ms: number) {
    clearTimeout(streamTimer);
    streamTimer = setTimeout(connect, ms);
  }

  /** Passes on a state unless it is older than one already passed on (a poll overtaken). */
  function accept(state: OrderState): boolean {
    const top = topSequence(state);
    if (top < lastSequence) return false;
    const incomplete = missesHistory(state, lastSequence);
    lastSequence = top;
    options.onState(state);
    // After this delivery has finished (it may have stopped tracking on a final state).
    if (incomplete) queueMicrotask(() => void refresh());
    return true;
  }

  function deliver(state: OrderState) {
    if (stopped) return;
    if (accept(state) && isFinalState(progressOf(state))) stop();
  }

  /** A read outside the stream and the polls: delivered even after tracking finished. */
  function deliverRead(state: OrderState) {
    if (disposed) return;
    if (accept(state) && isFinalState(progressOf(state))) stop();
  }

  async function refresh(): Promise<void> {
    if (disposed || refreshing || (!stopped && poller.active)) return;
    refreshing = true;
    try {
      await fetchOnce(deliverRead);
    } finally {
      refreshing = false;
    }
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
    streamTimer = undefined;
    const controller = new AbortController();
    controllers.add(controller);
    connecting = controller;
    let opened = false;
    let outcome: StreamOutcome | 'failed' = 'failed';
    try {
      outcome = await readOrderStream({
        open: (id, signal) => client.openOrderEvents(id, { signal }),
        lastEventId,
        signal: controller.signal,
        abort: () => controller.abort(),
        connectTimeoutMs: timing.connectTimeoutMs,
        silenceMs: () => silenceBound(heartbeatMs),
        onOpen() {
          opened = true;
          connecting = undefined;
          streamOpened();
        },
        onHeartbeat(ms) {
          heartbeatMs = ms;
        },
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
      // a network failure, or an abort by the watchdog, by nudge() or by stop()
    } finally {
      controllers.delete(controller);
      if (connecting === controller) connecting = undefined;
    }
    if (stopped) return;
    if (opened && outcome === 'ended') {
      // The service closed a working stream: reopen it, the way EventSource would.
      reconnect(serverRetryMs ?? timing.reconnectMs);
      return;
    }
    // Refused, failed, silent or closed before its first byte: poll until a stream works.
    connection.stream(false);
    if (!poller.active) {
      connection.poll(false);
      poller.start();
    }
    report();
    if (stopped) return;
    reconnect(backoff(timing.reconnectMs, streamFailures));
    streamFailures++;
  }

  function streamOpened() {
    streamFailures = 0;
    connection.stream(true);
    poller.stop();
    report();
  }

  async function fetchOnce(use: (state: OrderState) => void): Promise<boolean> {
    try {
      use(await track((signal) => client.pollOrderState({ signal })));
      return true;
    } catch (error) {
      if (stopped || disposed) return false;
      const failure = readFailure(error);
      if (isPermanent(failure)) fail(failure);
      return false;
    }
  }

  const poller = createOrderPoller({
    read: () => fetchOnce(deliver),
    onResult(ok) {
      connection.poll(ok);
      report();
    },
    intervalMs: timing.pollMs,
    backoff: (failures) => backoff(timing.pollMs, failures),
  });

  function stop() {
    stopped = true;
    poller.stop();
    clearTimeout(streamTimer);
    streamTimer = undefined;
    connecting = undefined;
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
        if (isFinalState(progressOf(known))) {
          stopped = true;
          return;
        }
      }
      streamFailures = 0;
      connection.restart();
      void connect();
    },
    /**
     * One extra read of the order now (the countdown reaching zero, a stale expiry); also after
     * tracking finished, since a final state can arrive before the ones it skipped.
     */
    refresh,
    /**
     * The network may be back (the browser went online): retry now rather than after the
     * backoff. A stream attempt still waiting for its first bytes is replaced.
     */
    nudge(): void {
      if (stopped) return;
      poller.now();
      if (connection.streamOk) return;
      streamFailures = 0;
      if (connecting) connecting.abort();
      else if (streamTimer !== undefined) reconnect(0);
    },
    dispose(): void {
      disposed = true;
      stop();
    },
    /** For tests and diagnostics: whether polling is under way. */
    get mode(): 'stream' | 'poll' {
      return poller.active ? 'poll' : 'stream';
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
