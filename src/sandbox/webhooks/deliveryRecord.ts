import type { Delivery, DeliveryStatus } from '../../api/webhookDeliveries.js';
import type { WebhookEventType } from '../../api/webhooks.js';

/*
 * The outbox's records (SandboxStore.deliveries): plain JSON-like objects, times in epoch ms
 * like every other record of the store.
 */

/** Attempts a delivery keeps; older ones go first (their numbers still count on). */
export const MAX_KEPT_ATTEMPTS = 50;

export interface AttemptRecord {
  attempt: number;
  at: number;
  statusCode: number | null;
  error?: string | undefined;
  durationMs: number;
}

/** One event to one endpoint, with what happened to it. */
export interface DeliveryRecord {
  /** `dlv_…` */
  id: string;
  merchantId: string;
  url: string;
  /** `msg_…`: the event's id and `webhook-id` header, the same on every attempt and resend. */
  eventId: string;
  eventType: WebhookEventType;
  orderId: string;
  sequence: number;
  /** The event as JSON, exactly the body that is signed and sent. */
  body: string;
  status: DeliveryStatus;
  attempts: AttemptRecord[];
  /** Every attempt made so far (the numbering goes on when old attempts are let go). */
  attemptCount: number;
  /** Attempts since the first send or the latest resend: where the retry schedule is. */
  runAttempts: number;
  /** When the next attempt is due; null unless pending, and while an earlier event waits. */
  nextAttemptAt: number | null;
  createdAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The delivery as the deliveries endpoints answer it: never its body, never a secret. */
export function toDelivery(record: DeliveryRecord): Delivery {
  return {
    id: record.id,
    eventId: record.eventId,
    eventType: record.eventType,
    orderId: record.orderId,
    sequence: record.sequence,
    url: record.url,
    status: record.status,
    attempts: record.attempts.map((a) => ({
      attempt: a.attempt,
      at: iso(a.at),
      statusCode: a.statusCode,
      ...(a.error === undefined ? {} : { error: a.error }),
      durationMs: a.durationMs,
    })),
    nextAttemptAt: record.nextAttemptAt === null ? null : iso(record.nextAttemptAt),
    createdAt: iso(record.createdAt),
  };
}
