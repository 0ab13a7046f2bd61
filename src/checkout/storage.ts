/**
 * sessionStorage that never throws: private modes, sandboxed frames and full quotas make the
 * real one throw, and the checkout must keep working then (with memory that lasts the page).
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
  };
}

/** One memory fallback per page, so two mounts on one page still share what they stored. */
const pageMemory = memoryStore();

/** The tab's storage (sessionStorage), shared by the checkouts of this tab and kept on reload. */
export function tabStore(storage?: () => Storage | undefined): KeyValueStore {
  const backing = () => {
    try {
      return storage ? storage() : globalThis.sessionStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        const value = backing()?.getItem(key);
        if (value !== null && value !== undefined) return value;
      } catch {
        // fall through to memory
      }
      return pageMemory.get(key);
    },
    set(key, value) {
      pageMemory.set(key, value);
      try {
        backing()?.setItem(key, value);
      } catch {
        // memory keeps it for this page
      }
    },
  };
}
