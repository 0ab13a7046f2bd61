import { MAX_EXPIRES_IN } from '../../api/clientTokens.js';
import type { OrderRecord } from '../store/records.js';

/** What one extension adds to an unpaid order's expiry (docs/decisions.md, extensions). */
export const EXTENSION_MS = 10 * 60_000;

/** The latest an order may expire: `expiresIn` is at most 3600 s, extensions included. */
export function maxExpiresAt(order: Pick<OrderRecord, 'createdAt'>): number {
  return order.createdAt + MAX_EXPIRES_IN * 1000;
}

/** The expiry after one more extension, or undefined when the order is already at its limit. */
export function extendedExpiry(
  order: Pick<OrderRecord, 'createdAt' | 'expiresAt'>,
): number | undefined {
  const limit = maxExpiresAt(order);
  return order.expiresAt >= limit ? undefined : Math.min(order.expiresAt + EXTENSION_MS, limit);
}
