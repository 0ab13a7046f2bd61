/** The values a template's `{name}` placeholders are filled with. */
export type TextValues = Readonly<Record<string, string | number>>;

/** `template` with each `{name}` replaced by its value; a placeholder without one stays. */
export const fill = (template: string, values: TextValues = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );

/** The text at a key path (`card.errors.numberMissing`) of a catalog, or undefined. */
export function lookup(catalog: unknown, key: string): string | undefined {
  let node = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
