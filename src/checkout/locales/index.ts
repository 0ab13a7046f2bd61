// The locales chunk: which catalog a locale gets, the merchant's `strings` checked against the
// English one, and the chosen words written into the live catalogs before the checkout renders.
// English is the source and ships in place (src/checkout/strings.ts, the purchase's and the
// document step's strings); every other locale is a folder here of three chunks, listed below
// with plain dynamic imports (any bundler splits them), so adding a locale is adding its folder
// and its three lines. The pseudo-locale en-XA has no folder: it is English, made longer.
import { NftCheckoutError } from '../../api/errors.js';
import { directionOf, matchLocale, PSEUDO_LOCALE } from '../../api/locales.js';
import { loadChunk } from '../chunks/loadChunk.js';
import { strings } from '../strings.js';
import type { Catalog } from './catalog.js';
import { overrideProblems } from './overrideProblems.js';
import { setLiveLocale } from './say.js';

type Part = keyof Catalog;
type Loaders<P extends Part> = Record<string, () => Promise<{ default: Catalog[P] }>>;

export const PART_LOADERS: { [P in Part]: Loaders<P> } = {
  main: {
    ar: () => import('./ar/main.js'),
    de: () => import('./de/main.js'),
    es: () => import('./es/main.js'),
    fr: () => import('./fr/main.js'),
    it: () => import('./it/main.js'),
    ja: () => import('./ja/main.js'),
    ko: () => import('./ko/main.js'),
    'pt-BR': () => import('./pt-BR/main.js'),
    'zh-Hans': () => import('./zh-Hans/main.js'),
  },
  purchase: {
    ar: () => import('./ar/purchase.js'),
    de: () => import('./de/purchase.js'),
    es: () => import('./es/purchase.js'),
    fr: () => import('./fr/purchase.js'),
    it: () => import('./it/purchase.js'),
    ja: () => import('./ja/purchase.js'),
    ko: () => import('./ko/purchase.js'),
    'pt-BR': () => import('./pt-BR/purchase.js'),
    'zh-Hans': () => import('./zh-Hans/purchase.js'),
  },
  document: {
    ar: () => import('./ar/document.js'),
    de: () => import('./de/document.js'),
    es: () => import('./es/document.js'),
    fr: () => import('./fr/document.js'),
    it: () => import('./it/document.js'),
    ja: () => import('./ja/document.js'),
    ko: () => import('./ko/document.js'),
    'pt-BR': () => import('./pt-BR/document.js'),
    'zh-Hans': () => import('./zh-Hans/document.js'),
  },
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Writes `source` into `target` in place: views and models hold the nested objects. */
function assign(target: Record<string, unknown>, source: Record<string, unknown>) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isObject(value) && isObject(current)) assign(current, value);
    else target[key] = value;
  }
}

const copy = (value: unknown): unknown =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copy(inner)]))
    : value;

/** The live catalogs (English until a locale is applied) and a copy of the English ones. */
let catalogs: Promise<{ live: Catalog; english: Catalog }> | undefined;

function liveCatalogs() {
  catalogs ??= Promise.all([
    loadChunk('purchase strings', () => import('../purchase/strings.js')),
    loadChunk('document strings', () => import('../../slices/document/widget/strings.js')),
  ]).then(
    ([{ purchaseStrings }, { documentStrings }]) => {
      const live = {
        main: strings,
        purchase: purchaseStrings,
        document: documentStrings,
      } as unknown as Catalog;
      return { live, english: copy(live) as Catalog };
    },
    (error: unknown) => {
      catalogs = undefined;
      throw error;
    },
  );
  return catalogs;
}

async function localeCatalog(
  locale: string,
  shipped: Promise<{ english: Catalog }>,
): Promise<Catalog | undefined> {
  if (locale === 'en') return undefined;
  // The pseudo-locale is English made longer, in a chunk of its own: no folder to keep in step.
  if (locale === PSEUDO_LOCALE) {
    const [{ pseudoLocalize }, { english }] = await Promise.all([
      loadChunk('pseudo-locale', () => import('../../api/pseudoLocale.js')),
      shipped,
    ]);
    return pseudoLocalize(english);
  }
  const part = <P extends Part>(name: P): Promise<Catalog[P]> => {
    const load = (PART_LOADERS[name] as Loaders<P>)[locale];
    if (!load) throw new NftCheckoutError('CONFIGURATION', `Locale ${locale} has no ${name} part.`);
    return loadChunk(`locale ${locale} ${name}`, load).then((module) => module.default);
  };
  const [main, purchase, document] = await Promise.all([
    part('main'),
    part('purchase'),
    part('document'),
  ]);
  return { main, purchase, document };
}

/** The language the checkout shows and its direction, for the root's `lang` and `dir`. */
export interface Language {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * Makes the live catalogs those of the best match for `tag`, with the merchant's `overrides`.
 * Rejects with CONFIGURATION (every wrong key named) before changing anything, or NETWORK when
 * a chunk could not load.
 */
export async function applyLocale(tag: string, overrides?: unknown): Promise<Language> {
  const locale = matchLocale(tag);
  const shipped = liveCatalogs();
  const [{ live, english }, chosen] = await Promise.all([shipped, localeCatalog(locale, shipped)]);
  if (overrides !== undefined) {
    const problems = overrideProblems(overrides, english);
    if (problems.length) {
      throw new NftCheckoutError(
        'CONFIGURATION',
        `Invalid checkout options: ${problems.join(' ')} See "Languages" in the README.`,
        { issues: problems.map((message) => ({ path: message.split(' ')[0] ?? '', message })) },
      );
    }
  }
  const target = live as unknown as Record<string, unknown>;
  assign(target, copy(english) as Record<string, unknown>);
  if (chosen) assign(target, chosen as unknown as Record<string, unknown>);
  if (isObject(overrides)) assign(target, overrides);
  setLiveLocale(locale);
  return { lang: locale, dir: directionOf(locale) };
}
