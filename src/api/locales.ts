// The languages the checkout speaks, shared by the widget (its catalogs) and the service (the
// words of its frames and challenge page), so both sides pick the same one for a tag.

/** Every locale with a translated catalog, English (the source) first. */
export const LOCALES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pt-BR',
  'zh-Hans',
] as const;

/**
 * The pseudo-locale: English with every text accented and 40 % longer, for checking that a
 * layout holds long words (see pseudoLocale.ts). Chosen only when asked for by name.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** Every locale a tag can resolve to. */
export const AVAILABLE: readonly string[] = [...LOCALES, PSEUDO_LOCALE];

/** Scripts written right to left, for the languages we may ship. */
const RTL = /^(?:ar|fa|he|ur)(?:-|$)/;

/** The writing direction of a resolved locale. */
export const directionOf = (locale: string): 'ltr' | 'rtl' => (RTL.test(locale) ? 'rtl' : 'ltr');

/** Longer than any real BCP 47 tag a browser sends; anything past it is not parsed. */
const MAX_TAG = 64;

/**
 * The catalog for a BCP 47 tag: the tag itself, its language and script (`zh` → `zh-Hans`), its
 * language and region, its language, or the one variant of its language in the same script
 * (`pt-PT` → `pt-BR`); English otherwise (`zh-Hant`, an unknown language, not a tag).
 */
export function matchLocale(tag: string, available: readonly string[] = AVAILABLE): string {
  let locale: Intl.Locale;
  if (typeof tag !== 'string' || tag.length > MAX_TAG) return 'en';
  try {
    locale = new Intl.Locale(tag).maximize();
  } catch {
    return 'en';
  }
  const { language, script, region } = locale;
  const exact = [tag, `${language}-${script}`, `${language}-${region}`, language];
  const found = exact.find((candidate) => available.includes(candidate));
  if (found) return found;
  const sameScript = available.find(
    (candidate) =>
      candidate.startsWith(`${language}-`) &&
      candidate !== PSEUDO_LOCALE &&
      new Intl.Locale(candidate).maximize().script === script,
  );
  return sameScript ?? 'en';
}
