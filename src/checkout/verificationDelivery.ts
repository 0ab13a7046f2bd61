import type { OrderState } from '../api/checkout.js';
import type { VerificationEvent } from '../api/hostEvents.js';
import type { VerificationLog } from './verificationLog.js';

/**
 * The identity check's steps as host events: one `verification` event per identity history
 * entry, in the history's order, each once, also across reloads (the log counts them). The
 * history only grows, so the latest state a checkout takes holds every step so far.
 */
export function createVerificationDelivery(
  log: VerificationLog,
  emit: (event: VerificationEvent) => void,
) {
  return (state: OrderState): void => {
    const identity = state.identity;
    if (!identity) return;
    const { order } = state;
    const { history } = identity;
    for (let n = log.delivered(order.id) + 1; n <= history.length; n++) {
      const entry = history[n - 1]!;
      // Counted before the host hears it: a listener that throws or reloads the page is not
      // told the same step again.
      log.markDelivered(order.id, n);
      emit({
        type: 'verification',
        id: `${order.id}:verification:${n}`,
        orderId: order.id,
        referenceId: order.referenceId ?? null,
        phase: entry.phase,
        verificationId: entry.verificationId ?? null,
        ...(entry.reason ? { reason: entry.reason } : {}),
        ...(entry.failure ? { failure: entry.failure } : {}),
        // As the state that carried it says: the entries themselves do not count captures.
        attemptsLeft: identity.attemptsLeft,
        at: entry.at,
      });
    }
  };
}
