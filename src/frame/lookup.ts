import { isCounted, type Text } from '../api/text.js';

/** The text at a key path (`card.errors.numberMissing`) of a catalog, or undefined. */
export function lookup(catalog: unknown, key: string): Text | undefined {
  let node = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || isCounted(node) ? node : undefined;
}
