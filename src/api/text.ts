// The one form of a translatable text, for the widget's catalogs and the frames' alike: plain
// data (the frames' words travel as JSON), a template whose `{name}` placeholders are filled
// with values, or a counted text with one template per plural category.

/** A `{name}` placeholder of a template. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The values a template's `{name}` placeholders are filled with. */
export type TextValues = Readonly<Record<string, string | number>>;

/** The plural categories of Intl.PluralRules (Arabic uses all six, Japanese only `other`). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** One template per plural category the locale's rules use; `other` always. */
export type PluralForms = Partial<Record<(typeof PLURAL_CATEGORIES)[number], string>> & {
  other: string;
};

declare const COUNTED: unique symbol;

/**
 * A text whose grammar follows a number, given as the value `count`: its form is chosen by the
 * locale's plural rules. Branded so a catalog's shape tells it from a group of texts.
 */
export type Counted = PluralForms & { readonly [COUNTED]: true };

/** A catalog text: a template, or a counted one. */
export type Text = string | Counted;

/** Marks `forms` as one counted text (the object is kept as it is). */
export const counted = (forms: PluralForms): Counted => forms as Counted;

/** True when `value` is a counted text: only plural categories, `other` among them, all strings. */
export function isCounted(value: unknown): value is Counted {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    Object.hasOwn(value, 'other') &&
    entries.every(
      ([key, form]) =>
        (PLURAL_CATEGORIES as readonly string[]).includes(key) && typeof form === 'string',
    )
  );
}

/** The `{name}` placeholders of a template, each once. */
export const placeholdersOf = (template: string): string[] => [
  ...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string)),
];

/**
 * `text` in words: a counted text's form for `values.count` in `locale`'s plural rules, then
 * each `{name}` replaced by its value. A placeholder without a value stays, so a gap shows.
 */
export function fill(text: Text, values: TextValues = {}, locale = 'en'): string {
  if (typeof text === 'string') return fillTemplate(text, values);
  const count = Number(values.count);
  const category = new Intl.PluralRules(locale).select(Number.isFinite(count) ? count : 0);
  return fillTemplate(text[category] ?? text.other, values);
}

/** A template with each `{name}` replaced by its value (the frames' script needs no more). */
export const fillTemplate = (template: string, values: TextValues = {}): string =>
  template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );

/**
 * A catalog as any locale may write it, from the English one's type: every text a string, and a
 * text that holds `{count}` (or is counted in English) a counted text where the language needs
 * one. The widget reads its live catalogs in this type, so it fills what may be counted.
 */
export type Localized<T> = T extends `${string}{count}${string}` | Counted
  ? Text
  : T extends string
    ? string
    : { -readonly [K in keyof T]: Localized<T[K]> };

/** True when a locale may give `source`'s text as a counted one: it counts, or holds `{count}`. */
export const mayCount = (source: Text): boolean =>
  typeof source !== 'string' || placeholdersOf(source).includes('count');

/** The placeholders of a text, every form's together. */
export const textPlaceholders = (text: Text): string[] =>
  typeof text === 'string'
    ? placeholdersOf(text)
    : [...new Set(Object.values(text).flatMap((form) => placeholdersOf(form ?? '')))];

/**
 * What is wrong with `given` standing for the catalog's `source` text, as the end of a sentence
 * that names it ("must be a string."), or undefined when it fits: a string, or plural forms where
 * the source may count, with no placeholder the checkout does not fill.
 */
export function textProblem(source: Text, given: unknown): string | undefined {
  if (typeof given !== 'string' && !(mayCount(source) && isCounted(given))) {
    return mayCount(source)
      ? "must be a string, or plural forms such as { one: '{count} item', other: '{count} items' }."
      : 'must be a string.';
  }
  const known = textPlaceholders(source);
  const unknown = textPlaceholders(given).filter((name) => !known.includes(name));
  if (!unknown.length) return undefined;
  const which = unknown.map((name) => `{${name}}`).join(', ');
  return known.length
    ? `uses ${which}, which the checkout does not fill: use ${known.map((name) => `{${name}}`).join(', ')}.`
    : `uses ${which}, but this text has no values: write it without placeholders.`;
}
