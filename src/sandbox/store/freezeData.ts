/** The values freezeData froze, all the way down: data that can no longer change. */
const frozenData = new WeakSet<object>();

/**
 * Freezes plain data (objects, arrays) all the way down and returns it: a table that hands out
 * its stored values instead of copies keeps them this way, so a write to one throws rather than
 * changing what is stored.
 */
export function freezeData<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  Object.freeze(value);
  for (const member of Object.values(value)) freezeData(member);
  frozenData.add(value);
  return value;
}

/**
 * Whether `value` went through freezeData, so anything made from it stays true for as long as
 * the value itself lives (a shallow Object.freeze is not enough: its members could still change).
 */
export function isFrozenData(value: object): boolean {
  return frozenData.has(value);
}
