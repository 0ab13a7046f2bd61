/**
 * How one text of a catalog compares: its problems (empty when it matches), or undefined when
 * `source` is not a text but a group of them.
 */
export type TextCheck = (source: unknown, given: unknown, path: string) => string[] | undefined;

/**
 * Every difference of the catalog `given` from the English `source`, by key path: a missing or
 * extra key, a group that is not one, and what `text` says of each text.
 */
export function catalogDifferences(
  source: unknown,
  given: unknown,
  path: string,
  text: TextCheck,
): string[] {
  const own = text(source, given, path);
  if (own) return own;
  if (typeof given !== 'object' || given === null) return [`${path}: not an object`];
  const a = source as Record<string, unknown>;
  const b = given as Record<string, unknown>;
  return [
    ...Object.keys(a)
      .filter((key) => !(key in b))
      .map((key) => `${path}.${key}: missing`),
    ...Object.keys(b)
      .filter((key) => !(key in a))
      .map((key) => `${path}.${key}: extra`),
    ...Object.keys(a)
      .filter((key) => key in b)
      .flatMap((key) => catalogDifferences(a[key], b[key], `${path}.${key}`, text)),
  ];
}
