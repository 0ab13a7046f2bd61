import type { TimedPart } from '../../../../sandbox/runtime/timedPart.js';
import { applyVerdict } from './verdict.js';

/**
 * The identity verdict, in the order it was due with the automatic transitions: one before the expiry
 * may cancel the order; one after it only tells how the capture ended.
 */
export const verdictTimer: TimedPart = {
  dueAt: (order) => order.identityVerdict?.dueAt,
  settle: (order, now, next) => {
    const verdict = order.identityVerdict;
    if (verdict === undefined || verdict.dueAt > now) return next(order);
    if (verdict.dueAt < order.expiresAt) return next(applyVerdict(order));
    return applyVerdict(next(order));
  },
};
