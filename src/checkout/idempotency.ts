import type { OrderState } from '../api/checkout.js';
import { uuidV4 } from '../api/uuid.js';
import type { KeyValueStore } from './storage.js';

/** Payment attempts already made: each one moved the order to Processing. */
export function attemptNumber(state: OrderState): number {
  return state.transitions.filter((t) => t.to === 'Processing').length + 1;
}

/**
 * One idempotency key per payment attempt of an order, kept in sessionStorage: every click and
 * a reload of the page send the same key, so the service pays the attempt once.
 */
export function idempotencyKey(store: KeyValueStore, orderId: string, attempt: number): string {
  const name = `nftc:idem:${orderId}:${attempt}`;
  const known = store.get(name);
  if (known) return known;
  const key = uuidV4();
  store.set(name, key);
  return key;
}
