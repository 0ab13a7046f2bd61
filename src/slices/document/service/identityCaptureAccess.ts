import type { Services } from '../../../sandbox/http/context.js';
import { conflict, notFound } from '../../../sandbox/http/errors.js';
import type { IdentityEntry, OrderRecord } from '../../../sandbox/store/records.js';
import { scopedKey } from '../../../sandbox/store/store.js';
import type { CaptureDetails } from './identity/capture.js';
import type { IdentityRecord } from './identity/index.js';

export interface CaptureAccess {
  key: string;
  entry: IdentityEntry<IdentityRecord>;
  record: IdentityRecord;
  capture: CaptureDetails;
}

/** The capture `verificationId` of this order: 404 for any other id (another order's too). */
export function captureOf(
  services: Services,
  order: OrderRecord,
  verificationId: string,
): CaptureAccess {
  const key = scopedKey(order.merchantId, verificationId);
  const entry = services.store.identities.get(key) as IdentityEntry<IdentityRecord> | undefined;
  const capture = entry?.record.capture;
  if (!entry || !capture || capture.orderId !== order.id) {
    throw notFound(
      'No identity document capture with this id in this checkout: start one with POST /v1/checkout/identity/captures.',
    );
  }
  return { key, entry, record: entry.record, capture };
}

/** 409 once the capture was submitted, or when its session expired unsubmitted. */
export function assertCaptureOpen(access: CaptureAccess, now: number): void {
  if (access.capture.submittedAtMs !== undefined) {
    throw conflict(
      'This capture was submitted already: its photos cannot change. Start a new capture to try again.',
    );
  }
  if (now >= access.record.expiresAtMs) {
    throw conflict(
      `This capture expired at ${new Date(access.record.expiresAtMs).toISOString()}: start a new capture.`,
    );
  }
}
