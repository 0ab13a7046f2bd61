/**
 * The template at a key path (`card.errors.numberMissing`) of a catalog, or undefined (a counted
 * text is filled where its count is known, on the service: the challenge page's tries left).
 */
export function lookup(catalog: unknown, key: string): string | undefined {
  let node = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
