/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { LOCALES as SHIPPED_LOCALES } from '../../api/locales.js';
import { documentStrings } from '../../slices/document/widget/strings.js';
import { catalogDifferences, type TextCheck } from '../../test/catalogShape.js';
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

/**
 * An argument that reads as a marker in text (`${x}`, x.toLowerCase()) and as `value` in
 * arithmetic and plural rules, so a text's parameters show in what it returns.
 */
function marker(index: number, value: number): string {
  return Object.assign(new String(`\u27e6${index}\u27e7`), { valueOf: () => value }) as never;
}

/** The markers a text function shows, over counts that reach every plural form and branch. */
function placeholders(text: (...args: never[]) => string): string[] {
  const seen = new Set<string>();
  for (const value of [0, 1, 2, 3, 11, 100, 120, 3600]) {
    const args = Array.from({ length: text.length }, (_, i) => marker(i, value));
    for (const found of text(...(args as never[])).match(/\u27e6\d+\u27e7/g) ?? []) seen.add(found);
  }
  return [...seen].sort();
}

/** A widget text: a non-empty string, or a function of English's parameters and placeholders. */
const text: TextCheck = (source, given, path) => {
  if (typeof source === 'string') {
    return typeof given === 'string' && given.trim() ? [] : [`${path}: not a text`];
  }
  if (typeof source !== 'function') return undefined;
  if (typeof given !== 'function') return [`${path}: not a function`];
  if (given.length !== source.length) return [`${path}: ${given.length} parameters`];
  const want = placeholders(source as never);
  const got = placeholders(given as never);
  return want.join() === got.join() ? [] : [`${path}: placeholders ${got} instead of ${want}`];
};

/** Every difference of `given` from the English `source`, by key path. */
const differences = (source: unknown, given: unknown, path: string) =>
  catalogDifferences(source, given, path, text);

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
      differences(ENGLISH[part], PARTS[part][`./${locale}/${part}.ts`]?.default, part),
    );
    expect(problems).toEqual([]);
  });

  it('finds a missing or extra key, a wrong arity and a dropped placeholder', () => {
    const english = { a: 'A', b: { c: (n: number) => `${n} c` } };
    expect(differences(english, { b: { c: () => 'c' }, d: 'D' }, 'x')).toEqual([
      'x.a: missing',
      'x.d: extra',
      'x.b.c: 0 parameters',
    ]);
    expect(differences(english, { a: 'A', b: { c: (_n: number) => 'c' } }, 'x')).toEqual([
      'x.b.c: placeholders  instead of \u27e60\u27e7',
    ]);
  });
});
