import { copyData } from './copyData.js';
import { freezeData } from './freezeData.js';
import { storeFull } from './storeFull.js';
import type { Table } from './table.js';

/** A bound on how many entries one group (a merchant, an order) may hold. */
export interface TableCap<T> {
  /** The group an entry counts in, fixed when its key is first put; undefined: none. */
  groupOf: (value: Readonly<T>) => string | undefined;
  max: number;
  /** The refusal's message when the group is full: what is full and how to make room. */
  fullMessage: (value: Readonly<T>) => string;
}

export interface MemoryTableOptions<T> {
  /** Per-group bounds; without any the table is unbounded (its owner bounds it otherwise). */
  caps?: readonly TableCap<T>[];
  /**
   * Whether an entry may be dropped to make room in its full group (default: never, so a full
   * group refuses new entries instead).
   */
  canEvict?: (value: Readonly<T>) => boolean;
  /** Called with each entry dropped to make room, so records that belong to it can go too. */
  onEvict?: (value: Readonly<T>) => void;
  /**
   * Store each value frozen (freezeData) and have `get` return it as stored, not a copy: for the
   * tables every request reads (orders, client tokens). A caller still cannot change what is
   * stored: a write to a value it read throws. `update` still hands `change` a copy.
   */
  sharedReads?: boolean;
}

/**
 * A Map-backed table. Values are copied in and out (copyData), so a caller can never change
 * stored data except through put/update, just as with a store that serialises. Each cap counts
 * the entries of one group; a new entry in a full group first drops the group's oldest evictable
 * entry, and is refused with 429 when there is none. Groups never make room for one another.
 * With `sharedReads`, values are frozen instead of copied on the way out.
 */
export class MemoryTable<T> implements Table<T> {
  readonly #entries = new Map<string, T>();
  readonly #caps: readonly TableCap<T>[];
  readonly #canEvict: (value: Readonly<T>) => boolean;
  readonly #onEvict: ((value: Readonly<T>) => void) | undefined;
  readonly #sharedReads: boolean;
  /** Per cap: group → its keys, oldest first. */
  readonly #groups: Map<string, Set<string>>[];
  /** Per key: its group under each cap. */
  readonly #groupsOf = new Map<string, (string | undefined)[]>();

  constructor(options: MemoryTableOptions<T> = {}) {
    this.#caps = options.caps ?? [];
    this.#canEvict = options.canEvict ?? (() => false);
    this.#onEvict = options.onEvict;
    this.#sharedReads = options.sharedReads === true;
    this.#groups = this.#caps.map(() => new Map());
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): T | undefined {
    const value = this.#entries.get(key);
    return value === undefined || this.#sharedReads ? value : copyData(value);
  }

  /** The stored value itself, not a copy: for the store's own checks, which must not change it. */
  peek(key: string): Readonly<T> | undefined {
    return this.#entries.get(key);
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  put(key: string, value: T): void {
    const copy = this.#stored(value);
    if (this.#entries.has(key)) {
      // A replacement keeps its place and its groups: it takes no new room.
      this.#entries.set(key, copy);
      return;
    }
    const groups = this.#caps.map((cap) => cap.groupOf(copy));
    // Decide every eviction before dropping anything: a refusal leaves the table as it was.
    const victims = new Set<string>();
    this.#caps.forEach((cap, i) => {
      const group = groups[i];
      const members = group === undefined ? undefined : this.#groups[i]?.get(group);
      if (!members) return;
      let kept = members.size;
      for (const victim of victims) if (members.has(victim)) kept--;
      if (kept < cap.max) return;
      const victim = this.#oldestEvictable(members, victims);
      if (victim === undefined) throw storeFull(cap.fullMessage(copy));
      victims.add(victim);
    });
    for (const victim of victims) {
      const dropped = this.#entries.get(victim);
      this.delete(victim);
      if (dropped !== undefined) this.#onEvict?.(dropped);
    }
    this.#entries.set(key, copy);
    this.#groupsOf.set(key, groups);
    groups.forEach((group, i) => {
      if (group === undefined) return;
      const byGroup = this.#groups[i] as Map<string, Set<string>>;
      const members = byGroup.get(group) ?? new Set<string>();
      members.add(key);
      byGroup.set(group, members);
    });
  }

  delete(key: string): boolean {
    if (!this.#entries.delete(key)) return false;
    this.#groupsOf.get(key)?.forEach((group, i) => {
      if (group === undefined) return;
      const byGroup = this.#groups[i] as Map<string, Set<string>>;
      const members = byGroup.get(group);
      members?.delete(key);
      if (members?.size === 0) byGroup.delete(group);
    });
    this.#groupsOf.delete(key);
    return true;
  }

  update(key: string, change: (current: T) => T): T | undefined {
    const current = this.#entries.get(key);
    if (current === undefined) return undefined;
    const next = change(copyData(current));
    this.#entries.set(key, this.#stored(next));
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

  /** What the table keeps of a value given to it: a copy, frozen with `sharedReads`. */
  #stored(value: T): T {
    const copy = copyData(value);
    return this.#sharedReads ? freezeData(copy) : copy;
  }

  #oldestEvictable(members: Set<string>, skip: Set<string>): string | undefined {
    for (const key of members) {
      const value = this.#entries.get(key);
      if (!skip.has(key) && value !== undefined && this.#canEvict(value)) return key;
    }
    return undefined;
  }
}
