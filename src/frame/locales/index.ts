import { directionOf, matchLocale, PSEUDO_LOCALE } from '../../api/locales.js';
import { pseudoLocalize } from '../../api/pseudoLocale.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en, type FrameCatalog } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { ptBR } from './pt-BR.js';
import { zhHans } from './zh-Hans.js';

/** Every locale's frame words, keyed as `matchLocale` answers (the service side only). */
export const FRAME_CATALOGS: Readonly<Record<string, FrameCatalog>> = {
  en,
  ar,
  de,
  es,
  fr,
  it,
  ja,
  ko,
  'pt-BR': ptBR,
  'zh-Hans': zhHans,
};

let pseudo: FrameCatalog | undefined;

/** The language a frame page is rendered in: the matched locale, its direction and words. */
export interface FrameLanguage {
  locale: string;
  dir: 'ltr' | 'rtl';
  strings: FrameCatalog;
}

/**
 * The frames' language for a requested tag (`?locale=`): its best match, English for no tag, an
 * unknown one, an invalid one or one too long to be a tag. Never throws.
 */
export function frameLanguage(tag: string | null | undefined): FrameLanguage {
  const locale = typeof tag === 'string' && tag ? matchLocale(tag) : 'en';
  if (locale === PSEUDO_LOCALE) {
    pseudo ??= pseudoLocalize(en);
    return { locale, dir: 'ltr', strings: pseudo };
  }
  const strings = FRAME_CATALOGS[locale] ?? en;
  return { locale: FRAME_CATALOGS[locale] ? locale : 'en', dir: directionOf(locale), strings };
}
