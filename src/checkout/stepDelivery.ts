import type { OrderState } from '../api/checkout.js';
import type { VerificationLog } from './verificationLog.js';

/**
 * Tells the host each step `stepsOf` reads from the order's history once, in order, also
 * across reloads (the log counts them). The history only grows, so the latest state a checkout
 * takes holds every step so far.
 */
export function createStepDelivery<E>(
  log: VerificationLog,
  stepsOf: (state: OrderState) => E[],
  emit: (event: E) => void,
) {
  return (state: OrderState): void => {
    const steps = stepsOf(state);
    const orderId = state.order.id;
    for (let n = log.delivered(orderId) + 1; n <= steps.length; n++) {
      // Counted before the host hears it: a listener that throws or reloads the page is not
      // told the same step again.
      log.markDelivered(orderId, n);
      emit(steps[n - 1] as E);
    }
  };
}
