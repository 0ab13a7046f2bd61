import type { KeyValueStore } from './storage.js';

/**
 * The highest event sequence already delivered to the host, per order. Kept in sessionStorage
 * so a reload of the page (a new mount, the whole history replayed) delivers nothing twice.
 */
export function createDeliveryLog(store: KeyValueStore) {
  const key = (orderId: string) => `nftc:delivered:${orderId}`;
  const lastDelivered = (orderId: string): number => {
    const value = Number(store.get(key(orderId)));
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  return {
    lastDelivered,
    markDelivered(orderId: string, sequence: number): void {
      if (sequence > lastDelivered(orderId)) store.set(key(orderId), String(sequence));
    },
  };
}

export type DeliveryLog = ReturnType<typeof createDeliveryLog>;
