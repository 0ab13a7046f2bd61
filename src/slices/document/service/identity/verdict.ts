import { refuseBeforePayment } from '../../../../sandbox/lifecycle/refuse.js';
import type { OrderRecord } from '../../../../sandbox/store/records.js';
import { identityDecided, refusesBuyer } from './check.js';

/**
 * The order once its pending capture verdict is told: the identity check moves on, and a failure
 * that leaves no attempt cancels an unpaid order with RISD. Dated when the verdict was due, so a
 * late timer or a lazy read gives the same history.
 */
export function applyVerdict(order: OrderRecord): OrderRecord {
  const { identityVerdict: verdict, ...rest } = order;
  if (verdict === undefined || rest.identity === undefined) return rest;
  const identity = identityDecided(rest.identity, verdict, new Date(verdict.dueAt).toISOString());
  const next: OrderRecord = { ...rest, identity };
  return refusesBuyer(identity) ? refuseBeforePayment(next, verdict.dueAt) : next;
}
