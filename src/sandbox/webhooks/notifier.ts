import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Delivery } from '../../api/webhookDeliveries.js';
import { conflict, notFound } from '../http/errors.js';
import type { SandboxClock } from '../runtime/clock.js';
import type { LifecycleRunner } from '../runtime/lifecycleRunner.js';
import type { Merchant, OrderRecord } from '../store/records.js';
import type { SandboxStore } from '../store/store.js';
import { endpointsOfMerchants, type WebhookEndpoint } from './config.js';
import { type DeliveryRecord, toDelivery } from './deliveryRecord.js';
import { createDispatcher, type EndpointState, endpointKey } from './dispatcher.js';
import { type DeliveryFilter, Outbox } from './outbox.js';
import type { WebhookSettings } from './schedule.js';
import { cursorAt, type EventCursor, eventsSince, START_CURSOR } from './webhookEvents.js';

/** What the sandbox handle and the deliveries endpoints reach. */
export interface WebhookNotifier {
  /** Every merchant's endpoints with their secrets. */
  endpoints(): WebhookEndpoint[];
  /** Deliveries, newest first: one merchant's, or every merchant's. */
  deliveries(merchantId?: string): Delivery[];
  /** The merchant's deliveries, newest first, filtered, at most `cap`. */
  list(merchantId: string, filter: DeliveryFilter, cap: number): Delivery[];
  /** Sends a finished delivery again now; 404 for another merchant's, 409 while pending. */
  resend(merchantId: string, deliveryId: string): Delivery;
  /** Resolves once no delivery is pending or in flight. */
  idle(): Promise<void>;
  /** Stops every timer and aborts attempts in flight; pending deliveries stay pending. */
  close(): void;
}

export interface WebhookNotifierDeps {
  store: SandboxStore;
  runner: LifecycleRunner;
  clock: SandboxClock;
  merchants: readonly Merchant[];
  settings: WebhookSettings;
  /** Where the attempt log and the notifier's failures go. */
  log: (line: string) => void;
}

/**
 * Turns every order change into webhook events and delivers them, at least once, to each of the
 * merchant's endpoints. Per endpoint and order, deliveries go strictly in `sequence` (the next
 * waits until the one before is delivered, failed or dropped); different orders go in parallel,
 * at most `maxInFlight` at a time per endpoint. A failed attempt is retried on the schedule.
 */
export function createWebhookNotifier(deps: WebhookNotifierDeps): WebhookNotifier {
  const { store, runner, clock, settings, log } = deps;
  const outbox = new Outbox(store.deliveries, settings.outboxLimit, (id) => dispatcher.busy(id));
  const endpoints = new Map<string, EndpointState>();
  const byMerchant = new Map<string, EndpointState[]>();
  for (const endpoint of endpointsOfMerchants(deps.merchants)) {
    const state = { ...endpoint, signer: new Webhook(endpoint.secret), inFlight: 0, waiting: [] };
    endpoints.set(endpointKey(endpoint), state);
    byMerchant.set(endpoint.merchantId, [...(byMerchant.get(endpoint.merchantId) ?? []), state]);
  }
  const dispatcher = createDispatcher({ outbox, endpoints, clock, settings, log });
  const { enqueue, forget } = dispatcher;
  const cursors = new Map<string, EventCursor>();

  const pruneCursors = () => {
    if (cursors.size <= 2 * store.orders.size + 1000) return;
    for (const orderId of cursors.keys()) if (!store.orders.has(orderId)) cursors.delete(orderId);
  };

  const onOrder = (order: OrderRecord) => {
    const targets = byMerchant.get(order.merchantId);
    if (!targets) return;
    const { events, cursor } = eventsSince(
      order,
      cursors.get(order.id) ?? START_CURSOR,
      clock.now(),
    );
    cursors.set(order.id, cursor);
    pruneCursors();
    for (const event of events) {
      const body = JSON.stringify(event);
      for (const endpoint of targets) {
        const record: DeliveryRecord = {
          id: `dlv_${randomUUID().replaceAll('-', '')}`,
          merchantId: order.merchantId,
          url: endpoint.url,
          eventId: event.id,
          eventType: event.type,
          orderId: order.id,
          sequence: event.sequence,
          body,
          status: 'pending',
          attempts: [],
          attemptCount: 0,
          runAttempts: 0,
          nextAttemptAt: null,
          createdAt: clock.now(),
        };
        forget(outbox.save(record));
        enqueue(record);
      }
    }
  };

  // Orders the store already holds are told from here on; deliveries left pending go on.
  const lastSequence = new Map<string, number>();
  for (const d of store.deliveries.values()) {
    lastSequence.set(d.orderId, Math.max(lastSequence.get(d.orderId) ?? 0, d.sequence));
  }
  for (const order of store.orders.values()) {
    cursors.set(order.id, cursorAt(order, lastSequence.get(order.id) ?? 0));
  }
  for (const record of outbox.pending()) {
    if (endpoints.has(endpointKey(record))) enqueue(record);
    else forget(outbox.save({ ...record, status: 'dropped', nextAttemptAt: null }));
  }

  const unsubscribe = runner.subscribeAll((order) => {
    try {
      onOrder(order);
    } catch (error) {
      // The order's own change stands whatever happens to its webhooks.
      log(`webhook notifier error: ${error instanceof Error ? error.name : 'unknown'}`);
    }
  });

  return {
    endpoints: () =>
      [...endpoints.values()].map(({ merchantId, url, secret }) => ({ merchantId, url, secret })),
    deliveries: (merchantId) =>
      (merchantId === undefined ? outbox.merchants() : [merchantId])
        .flatMap((m) => outbox.list(m))
        .sort((a, b) => b.createdAt - a.createdAt)
        .map(toDelivery),
    list: (merchantId, filter, cap) => outbox.list(merchantId, filter, cap).map(toDelivery),
    resend(merchantId, deliveryId) {
      const record = outbox.getOf(merchantId, deliveryId);
      if (!record) throw notFound('No webhook delivery with this deliveryId for this merchant.');
      if (record.status === 'pending' || dispatcher.busy(record.id)) {
        const due = record.nextAttemptAt;
        const when = dispatcher.busy(record.id)
          ? ' an attempt is in flight'
          : due === null
            ? ' it waits behind an earlier event of its order'
            : ` its next attempt is due at ${new Date(due).toISOString()}`;
        throw conflict(
          `Delivery ${record.id} is still pending (${when.trim()}): wait until it is delivered or has failed, then resend it.`,
        );
      }
      if (!endpoints.has(endpointKey(record))) {
        throw conflict(
          `Delivery ${record.id} went to an endpoint that is no longer configured: add it again to resend.`,
        );
      }
      const next: DeliveryRecord = {
        ...record,
        status: 'pending',
        runAttempts: 0,
        nextAttemptAt: clock.now(),
      };
      forget(outbox.save(next));
      dispatcher.sendNow(next.id);
      return toDelivery(next);
    },
    idle: () => dispatcher.idle(),
    close() {
      unsubscribe();
      dispatcher.close();
    },
  };
}
