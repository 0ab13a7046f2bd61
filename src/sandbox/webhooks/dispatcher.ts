import { setMaxListeners } from 'node:events';
import type { Webhook } from 'standardwebhooks';
import type { SandboxClock } from '../runtime/clock.js';
import type { WebhookEndpoint } from './config.js';
import { type AttemptRecord, type DeliveryRecord, MAX_KEPT_ATTEMPTS } from './deliveryRecord.js';
import type { Outbox } from './outbox.js';
import { retryDelay, type WebhookSettings } from './schedule.js';
import { type AttemptResult, sendAttempt, signedHeaders } from './sender.js';

export interface EndpointState extends WebhookEndpoint {
  signer: Webhook;
  inFlight: number;
  /** Deliveries due, waiting for one of the endpoint's slots. */
  waiting: string[];
}

const key = (...parts: string[]) => parts.join('\u0000');
export const endpointKey = (d: Pick<DeliveryRecord, 'merchantId' | 'url'>) =>
  key(d.merchantId, d.url);
const laneKey = (d: Pick<DeliveryRecord, 'merchantId' | 'url' | 'orderId'>) =>
  key(d.merchantId, d.url, d.orderId);

export interface DispatcherDeps {
  outbox: Outbox;
  /** Endpoints by endpointKey. */
  endpoints: ReadonlyMap<string, EndpointState>;
  clock: SandboxClock;
  settings: WebhookSettings;
  log: (line: string) => void;
}

/** Sends the outbox's pending deliveries: timers, queues, slots, attempts and their outcome. */
export interface Dispatcher {
  /** A new pending delivery: it waits behind its order's earlier events at its endpoint. */
  enqueue(record: DeliveryRecord): void;
  /** Tries a saved pending delivery now, outside its order's queue (a resend). */
  sendNow(id: string): void;
  /** Deliveries the outbox bound dropped: no more attempts, and their queues move on. */
  forget(dropped: DeliveryRecord[]): void;
  /** Whether an attempt of the delivery is in flight. */
  busy(id: string): boolean;
  /** Resolves once no delivery is pending or in flight (or the dispatcher closed). */
  idle(): Promise<void>;
  /** Stops every timer and aborts attempts in flight. */
  close(): void;
}

/**
 * Per endpoint and order, one delivery at a time: the next waits until the one before is
 * delivered, failed or dropped (its lane). Different orders go in parallel, at most
 * `maxInFlight` attempts at once per endpoint; a failed attempt is retried on the schedule.
 */
export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const { outbox, endpoints, clock, settings, log } = deps;
  const inFlight = new Set<string>();
  const lanes = new Map<string, string[]>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const closing = new AbortController();
  // Each attempt in flight listens for close; they are bounded by maxInFlight per endpoint.
  setMaxListeners(0, closing.signal);
  let idleWaiters: (() => void)[] = [];

  const checkIdle = () => {
    if (outbox.pendingCount > 0 || inFlight.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const schedule = (id: string, delayMs: number) => {
    clearTimeout(timers.get(id));
    if (closing.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(id);
      ready(id);
    }, delayMs);
    timer.unref();
    timers.set(id, timer);
  };

  /** The delivery now heads its lane: its first attempt goes at once. */
  const startNow = (id: string) => {
    const record = outbox.get(id);
    if (record?.status !== 'pending') return;
    forget(outbox.save({ ...record, nextAttemptAt: clock.now() }));
    schedule(id, 0);
  };

  /** The delivery left its lane (delivered, failed, dropped): the next of its order starts. */
  const leaveLane = (record: DeliveryRecord) => {
    const k = laneKey(record);
    const lane = lanes.get(k);
    if (!lane) return;
    const at = lane.indexOf(record.id);
    if (at < 0) return;
    lane.splice(at, 1);
    if (lane.length === 0) lanes.delete(k);
    else if (at === 0) startNow(lane[0] as string);
  };

  const forget = (dropped: DeliveryRecord[]) => {
    for (const record of dropped) {
      clearTimeout(timers.get(record.id));
      timers.delete(record.id);
      const endpoint = endpoints.get(endpointKey(record));
      if (endpoint) endpoint.waiting = endpoint.waiting.filter((id) => id !== record.id);
      leaveLane(record);
    }
  };

  const ready = (id: string) => {
    const record = outbox.get(id);
    const endpoint = record && endpoints.get(endpointKey(record));
    if (!record || !endpoint || record.status !== 'pending') return;
    if (endpoint.inFlight >= settings.maxInFlight) endpoint.waiting.push(id);
    else void attempt(endpoint, record);
  };

  const attempt = async (endpoint: EndpointState, record: DeliveryRecord) => {
    endpoint.inFlight++;
    inFlight.add(record.id);
    let result: AttemptResult | undefined;
    const at = clock.now();
    try {
      // Signed at each attempt: a retry or resend carries a fresh timestamp, so it stays within
      // the receiver's 5-minute tolerance. The wall clock, as the receiver checks with one.
      const headers = signedHeaders(endpoint.signer, record.eventId, record.body, new Date());
      result = await sendAttempt(
        endpoint.url,
        headers,
        record.body,
        settings.timeoutMs,
        closing.signal,
      );
    } finally {
      endpoint.inFlight--;
      inFlight.delete(record.id);
    }
    if (closing.signal.aborted) return;
    try {
      settle(record.id, at, result);
    } catch (error) {
      log(`webhook notifier error: ${error instanceof Error ? error.name : 'unknown'}`);
    }
    while (endpoint.waiting.length > 0 && endpoint.inFlight < settings.maxInFlight) {
      const next = outbox.get(endpoint.waiting.shift() as string);
      if (next?.status === 'pending') void attempt(endpoint, next);
    }
    checkIdle();
  };

  const settle = (id: string, at: number, result: AttemptResult) => {
    const current = outbox.get(id);
    if (!current) return;
    const number = current.attemptCount + 1;
    const entry: AttemptRecord = {
      attempt: number,
      at,
      statusCode: result.statusCode,
      ...(result.error === undefined ? {} : { error: result.error }),
      durationMs: result.durationMs,
    };
    const runAttempts = current.runAttempts + 1;
    const delay = result.ok ? undefined : retryDelay(runAttempts, settings.retryDelaysMs);
    // A delivery dropped while its attempt was in flight stays dropped unless that attempt got in.
    const status = result.ok
      ? 'delivered'
      : current.status !== 'pending'
        ? current.status
        : delay === undefined
          ? 'failed'
          : 'pending';
    const next: DeliveryRecord = {
      ...current,
      status,
      attempts: [...current.attempts, entry].slice(-MAX_KEPT_ATTEMPTS),
      attemptCount: number,
      runAttempts,
      nextAttemptAt: status === 'pending' ? clock.now() + (delay as number) : null,
    };
    forget(outbox.save(next));
    if (settings.log) {
      const outcome = result.statusCode ?? result.error;
      log(
        `webhook ${next.eventType} ${next.eventId} attempt ${number} → ${next.url} ${outcome} ${result.durationMs}ms`,
      );
    }
    if (status === 'pending') schedule(id, delay as number);
    else leaveLane(next);
  };

  const enqueue = (record: DeliveryRecord) => {
    const k = laneKey(record);
    const lane = lanes.get(k) ?? [];
    lane.push(record.id);
    lanes.set(k, lane);
    if (lane.length === 1) startNow(record.id);
  };

  return {
    enqueue,
    sendNow: (id) => schedule(id, 0),
    forget,
    busy: (id) => inFlight.has(id),
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        checkIdle();
      });
    },
    close() {
      if (closing.signal.aborted) return;
      closing.abort();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    },
  };
}
