/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { LOCALES as SHIPPED_LOCALES } from '../../api/locales.js';
import { counted } from '../../api/text.js';
import { documentStrings } from '../../slices/document/widget/strings.js';
import { catalogDifferences, translatedText } from '../../test/catalogShape.js';
import { purchaseStrings } from '../purchase/strings.js';
import { strings } from '../strings.js';
import type { Catalog } from './catalog.js';
import { PART_LOADERS } from './index.js';

// Every locale folder, each part read eagerly: the test sees what the build ships.
const PARTS = {
  main: import.meta.glob<{ default: unknown }>('./*/main.ts', { eager: true }),
  purchase: import.meta.glob<{ default: unknown }>('./*/purchase.ts', { eager: true }),
  document: import.meta.glob<{ default: unknown }>('./*/document.ts', { eager: true }),
};

describe('the locales the checkout offers', () => {
  it('are English and every locale folder, each listed in the loader', () => {
    const folders = Object.keys(PARTS.main).map((path) => path.split('/')[1]);
    expect([...SHIPPED_LOCALES].sort()).toEqual(['en', ...folders].sort());
    for (const loaders of Object.values(PART_LOADERS)) {
      expect(Object.keys(loaders).sort()).toEqual([...folders].sort());
    }
  });
});
const ENGLISH: Catalog = {
  main: strings,
  purchase: purchaseStrings,
  document: documentStrings,
} as unknown as Catalog;
const SHIPPED = ['es', 'fr', 'de', 'pt-BR', 'it', 'ja', 'ko', 'zh-Hans', 'ar'];
const LOCALES = [
  ...new Set(Object.values(PARTS).flatMap((part) => Object.keys(part).map((p) => p.split('/')[1]))),
] as string[];

/** Every difference of `given` from the English `source`, by key path. */
const differences = (source: unknown, given: unknown, path: string, locale = 'en') =>
  catalogDifferences(source, given, path, translatedText(locale));

describe('locale catalogs', () => {
  it('ship only the locales the README lists, each in its three parts', () => {
    expect(LOCALES.filter((locale) => !SHIPPED.includes(locale))).toEqual([]);
    for (const locale of LOCALES) {
      for (const part of Object.keys(PARTS) as (keyof Catalog)[]) {
        expect(PARTS[part][`./${locale}/${part}.ts`], `${locale} ${part}`).toBeDefined();
      }
    }
  });

  it.each(LOCALES)('%s has exactly the English keys, texts and placeholders', (locale) => {
    const problems = (Object.keys(PARTS) as (keyof Catalog)[]).flatMap((part) =>
      differences(ENGLISH[part], PARTS[part][`./${locale}/${part}.ts`]?.default, part, locale),
    );
    expect(problems).toEqual([]);
  });

  it('finds a missing or extra key, a wrong kind, a dropped placeholder and a foreign form', () => {
    const english = { a: 'A', b: { c: '{count} c', d: 'D {name}' } };
    expect(differences(english, { b: { c: 'c', d: { other: 'D' } }, e: 'E' }, 'x')).toEqual([
      'x.a: missing',
      'x.e: extra',
      'x.b.c: placeholders  instead of count',
      'x.b.d must be a string.',
    ]);
    const forms = counted({ one: 'one c', few: '{count} c', other: '{count} c' });
    expect(differences(english.b, { c: forms, d: 'D {name}' }, 'x', 'ja')).toEqual([
      'x.c: one,few not a plural category of ja',
    ]);
    expect(differences(english.b, { c: forms, d: 'D {name}' }, 'x', 'ar')).toEqual([]);
  });
});
