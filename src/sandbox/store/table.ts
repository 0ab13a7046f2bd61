/**
 * One keyed collection of the store. Every method is synchronous: a request handler reads,
 * decides and writes within one turn of the event loop, so two requests can never interleave
 * inside `update` (docs/decisions.md, sandbox, storage).
 */
export interface Table<T> {
  get(key: string): T | undefined;
  has(key: string): boolean;
  /**
   * Inserts or replaces. A new key that would take its group (a merchant, an order) past the
   * store's bound first drops that group's oldest record that may go, if any; otherwise `put`
   * throws a 429 `RATE_LIMITED` NftCheckoutError and writes nothing. A replacement never throws.
   */
  put(key: string, value: T): void;
  delete(key: string): boolean;
  /**
   * Read-modify-write in one step: `change` gets a copy of the current value and returns the new
   * one. If `change` throws, nothing is written. Undefined when the key is absent.
   */
  update(key: string, change: (current: T) => T): T | undefined;
  /** Copies of the values `match` accepts, oldest first; `match` must not change what it reads. */
  filter(match: (value: Readonly<T>) => boolean): T[];
  /** Every value, oldest first. */
  values(): T[];
  keys(): string[];
  readonly size: number;
}
