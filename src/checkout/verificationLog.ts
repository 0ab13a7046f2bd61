import type { KeyValueStore } from './storage.js';

const KEY = 'nftc:verifications';
/** The card authentication's steps (`action_required`, `action_resolved`), counted the same way. */
export const ACTION_LOG_KEY = 'nftc:actions';
/** Orders remembered: the latest ones a tab has checked out; older ones are forgotten. */
export const VERIFICATION_LOG_ORDERS = 20;

type Counts = Record<string, number>;

/**
 * How many steps of each order's identity check the host has heard of (`verification` events),
 * in the sessionStorage the order events' delivery log uses: one entry, a bounded map from order
 * id to count, so a reload of the page (the whole history replayed) tells nothing twice.
 */
export function createVerificationLog(store: KeyValueStore, key = KEY) {
  const read = (): Counts => {
    try {
      const parsed: unknown = JSON.parse(store.get(key) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
      const counts: Counts = {};
      for (const [orderId, count] of Object.entries(parsed)) {
        if (typeof count === 'number' && Number.isInteger(count) && count > 0) {
          counts[orderId] = count;
        }
      }
      return counts;
    } catch {
      return {};
    }
  };
  return {
    delivered: (orderId: string): number => read()[orderId] ?? 0,
    markDelivered(orderId: string, count: number): void {
      const counts = read();
      if (count <= (counts[orderId] ?? 0)) return;
      // Written last, so the oldest orders are first in the map and the first to go.
      delete counts[orderId];
      counts[orderId] = count;
      const kept = Object.entries(counts).slice(-VERIFICATION_LOG_ORDERS);
      store.set(key, JSON.stringify(Object.fromEntries(kept)));
    },
  };
}

export type VerificationLog = ReturnType<typeof createVerificationLog>;
