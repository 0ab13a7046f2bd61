import { fill, type Text, type TextValues } from '../../api/text.js';

/** The locale the live catalogs are in: a counted text takes its form by its plural rules. */
let locale = 'en';

/** Called by what writes another language into the live catalogs (the locales chunk). */
export function setLiveLocale(tag: string): void {
  locale = tag;
}

/** A text of the live catalogs in words: filled with `values`, a counted one in its locale's form. */
export const say = (text: Text, values?: TextValues): string => fill(text, values, locale);
