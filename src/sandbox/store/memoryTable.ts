import { copyData } from './copyData.js';
import type { Table } from './table.js';

export interface MemoryTableOptions<T> {
  /** Past this many entries the oldest evictable ones are dropped. */
  maxEntries?: number;
  /** Whether an entry may be dropped to make room (default: any). */
  canEvict?: (value: T) => boolean;
}

/**
 * A Map-backed table. Values are copied in and out (copyData), so a caller can never
 * change stored data except through put/update, just as with a store that serialises.
 */
export class MemoryTable<T> implements Table<T> {
  readonly #entries = new Map<string, T>();
  readonly #max: number;
  readonly #canEvict: (value: T) => boolean;

  constructor(options: MemoryTableOptions<T> = {}) {
    this.#max = options.maxEntries ?? Number.POSITIVE_INFINITY;
    this.#canEvict = options.canEvict ?? (() => true);
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): T | undefined {
    const value = this.#entries.get(key);
    return value === undefined ? undefined : copyData(value);
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  hasRoom(): boolean {
    if (this.#entries.size < this.#max) return true;
    for (const value of this.#entries.values()) if (this.#canEvict(value)) return true;
    return false;
  }

  put(key: string, value: T): void {
    this.#entries.set(key, copyData(value));
    if (this.#entries.size > this.#max) this.#evict();
  }

  delete(key: string): boolean {
    return this.#entries.delete(key);
  }

  update(key: string, change: (current: T) => T): T | undefined {
    const current = this.#entries.get(key);
    if (current === undefined) return undefined;
    const next = change(copyData(current));
    this.#entries.set(key, copyData(next));
    return next;
  }

  filter(match: (value: Readonly<T>) => boolean): T[] {
    const out: T[] = [];
    for (const value of this.#entries.values()) {
      if (match(value)) out.push(copyData(value));
    }
    return out;
  }

  values(): T[] {
    return [...this.#entries.values()].map((value) => copyData(value));
  }

  keys(): string[] {
    return [...this.#entries.keys()];
  }

  /** Drops the oldest evictable entries until the table fits (Maps keep insertion order). */
  #evict(): void {
    for (const [key, value] of this.#entries) {
      if (this.#entries.size <= this.#max) return;
      if (this.#canEvict(value)) this.#entries.delete(key);
    }
  }
}
