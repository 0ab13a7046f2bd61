import type { OrderState } from '../api/checkout.js';
import type { ErrorCode, NftCheckoutError } from '../api/errors.js';

/**
 * Failures of a confirm after which the service may still have taken the payment: its answer
 * was lost (connection reset), never came, was a 5xx from a proxy, or could not be read.
 */
const UNCERTAIN: readonly ErrorCode[] = ['NETWORK', 'TIMEOUT', 'SERVER', 'INVALID_RESPONSE'];

export function outcomeUnknown(error: NftCheckoutError): boolean {
  return UNCERTAIN.includes(error.code);
}

/** Whether `state` holds a payment attempt made after `before`, the state the buyer paid from. */
export function paymentTaken(before: OrderState, state: OrderState | null): boolean {
  if (!state) return false;
  const known = before.transitions.reduce((max, t) => Math.max(max, t.sequence), 0);
  return state.transitions.some((t) => t.to === 'Processing' && t.sequence > known);
}
