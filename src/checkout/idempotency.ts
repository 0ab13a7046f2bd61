import type { OrderState } from '../api/checkout.js';
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

/** A random UUID v4; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
