import { useLayoutEffect, useState } from 'preact/hooks';
import type { NftCheckoutError } from '../../api/errors.js';
import { loadChunk } from '../chunks/loadChunk.js';
import { asCheckoutError } from '../serviceMessages.js';
import type { Language } from './index.js';
import { catalogRevision } from './revision.js';

const ENGLISH: Language = { lang: 'en', dir: 'ltr' };
const ENGLISH_KEY = '["en"]';

/** What the live catalogs hold: English as shipped until the locales chunk writes another. */
let applied = ENGLISH_KEY;

/** One key per locale and overrides (a re-render passes equal ones anew). */
const keyOf = (locale: string, overrides: unknown) =>
  JSON.stringify(overrides === undefined ? [locale] : [locale, overrides]);

/**
 * English as shipped; en-XA, the pseudo-locale, is made by the locales chunk. This spelling of
 * the pattern is the one that leaves the first screen's brotli size where it was.
 */
const isEnglish = (locale: string) => /^en($|-(?!xa))/i.test(locale);

/**
 * The checkout's language once its words are in: English at once (it ships in the first
 * screen), any other locale, or English with the merchant's `strings`, after the locales chunk
 * has loaded and applied it; null until then, so no English flashes first. A later change
 * keeps the language on screen until the new one is in, so nothing is drawn anew meanwhile (an
 * open service frame keeps what the buyer typed). A locale that cannot load falls back to
 * English and is reported; wrong `strings` is `fail`ed (CONFIGURATION).
 */
export function useCatalog(
  locale: string,
  overrides: unknown,
  report: (error: NftCheckoutError) => void,
  fail: (error: NftCheckoutError) => void,
): Language | null {
  const key = keyOf(isEnglish(locale) ? 'en' : locale, overrides);
  const ready = key === ENGLISH_KEY && applied === ENGLISH_KEY;
  // The language on screen: the last one applied, kept while another loads.
  const [shown, setShown] = useState<Language | null>(ready ? ENGLISH : null);
  useLayoutEffect(() => {
    if (ready) return;
    let live = true;
    loadChunk('locales', () => import('./index.js'))
      .then((locales) => locales.applyLocale(locale, overrides))
      .then(
        (language) => {
          applied = key;
          catalogRevision.value++;
          if (live) setShown(language);
        },
        (failure: unknown) => {
          if (!live) return;
          const error = asCheckoutError(failure);
          if (error.code === 'CONFIGURATION') fail(error);
          else report(error);
          setShown(ENGLISH);
        },
      );
    return () => {
      live = false;
    };
  }, [key, ready]);
  return ready ? ENGLISH : shown;
}
