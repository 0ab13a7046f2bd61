/**
 * A deep copy of plain data (objects, arrays, primitives), which is all the store holds. A
 * recursive copy is several times cheaper than structuredClone for records this small, and
 * reads copy on every request.
 */
export function copyData<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyData) as T;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    // Assignment to "__proto__" would set the prototype instead of copying the member.
    if (key === '__proto__') {
      Object.defineProperty(out, key, {
        value: copyData(member),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      out[key] = copyData(member);
    }
  }
  return out as T;
}
