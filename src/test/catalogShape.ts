import { isCounted, type Text, textPlaceholders, textProblem } from '../api/text.js';

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

/**
 * A translation's text against English's, in `locale`: a non-empty string or, where English may
 * count, plural forms of the locale's own categories; with exactly English's placeholders.
 */
export const translatedText =
  (locale: string): TextCheck =>
  (source, given, path) => {
    if (typeof source !== 'string' && !isCounted(source)) return undefined;
    const problem = textProblem(source, given);
    if (problem) return [`${path} ${problem}`];
    const text = given as Text;
    const forms = typeof text === 'string' ? [text] : Object.values(text);
    if (forms.some((form) => !form?.trim())) return [`${path}: an empty text`];
    if (typeof text !== 'string') {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const foreign = Object.keys(text).filter((key) => !categories.includes(key as never));
      if (foreign.length) return [`${path}: ${foreign} not a plural category of ${locale}`];
    }
    const want = textPlaceholders(source).sort().join();
    const got = textPlaceholders(text).sort().join();
    return want === got ? [] : [`${path}: placeholders ${got} instead of ${want}`];
  };
