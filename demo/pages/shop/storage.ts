import type { TrackedOrder } from './fulfilment.js';
import type { LogEntry, SlotSession } from './types.js';

/**
 * What survives a reload: the open checkouts (so the same client token is mounted again, as a
 * merchant page would), the orders whose fulfilment each card follows, and the event log.
 * sessionStorage only: one tab, gone when it closes. A return from the hosted page is a new page
 * load in the same tab, so it finds the log as it was.
 */
export interface SavedShop {
  slots: Record<string, SlotSession>;
  tracked: Record<string, TrackedOrder>;
  events: LogEntry[];
}

const MAX_EVENTS = 200;

export function createShopStorage(key: string) {
  function load(): SavedShop {
    try {
      const raw = sessionStorage.getItem(key);
      const saved = raw ? (JSON.parse(raw) as Partial<SavedShop>) : {};
      return { slots: saved.slots ?? {}, tracked: saved.tracked ?? {}, events: saved.events ?? [] };
    } catch {
      return { slots: {}, tracked: {}, events: [] };
    }
  }

  function save(state: SavedShop): void {
    try {
      const events = state.events.slice(-MAX_EVENTS);
      sessionStorage.setItem(
        key,
        JSON.stringify({ slots: state.slots, tracked: state.tracked, events }),
      );
    } catch {
      // Storage full or disabled: the shop still works, it just will not resume after a reload.
    }
  }

  return { load, save };
}
