import { describe, expect, it } from 'vitest';
import { NftCheckoutError } from '../../api/errors.js';
import { purchaseStrings } from '../purchase/strings.js';
import { strings } from '../strings.js';
import { applyLocale, overrideProblems } from './index.js';
import { plural } from './plural.js';

describe('overrideProblems', () => {
  const english = { main: { buttons: { back: 'Back' }, errors: { fix: (n: number) => `${n}` } } };
  it('accepts any subset of the catalog with the same types', () => {
    expect(overrideProblems({ main: { buttons: { back: 'Zurück' } } }, english)).toEqual([]);
    expect(overrideProblems({ main: { errors: { fix: () => 'x' } } }, english)).toEqual([]);
  });
  it('names an unknown key and a wrong type', () => {
    expect(
      overrideProblems(
        { main: { buttons: { bak: 'x', back: 1 }, errors: { fix: 'x' } }, other: {} },
        english,
      ),
    ).toEqual([
      'strings.main.buttons.bak is not a text of the checkout: check the key against the catalog.',
      'strings.main.buttons.back must be a string.',
      'strings.main.errors.fix must be a function that returns the text, as in the catalog.',
      'strings.other is not a text of the checkout: check the key against the catalog.',
    ]);
  });
});

describe('applyLocale', () => {
  it('writes a locale and the overrides into the live catalogs, and English back', async () => {
    expect(await applyLocale('fr-CA')).toEqual({ lang: 'fr', dir: 'ltr' });
    expect(strings.buttons.back).toBe('Retour');
    expect(purchaseStrings.buttons.pay('10 €')).toBe('Payer 10 €');
    await applyLocale('fr', { main: { buttons: { back: 'Précédent' } } });
    expect(strings.buttons.back).toBe('Précédent');
    expect(strings.buttons.retry).toBe('Réessayer');
    expect(await applyLocale('en-US')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(strings.buttons.back).toBe('Back');
    expect(purchaseStrings.buttons.pay('$10')).toBe('Pay $10');
  });

  it('refuses an unknown key with CONFIGURATION and changes nothing', async () => {
    const refusal = await applyLocale('fr', { purchase: { buttons: { payNow: 'x' } } }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(NftCheckoutError);
    expect((refusal as NftCheckoutError).code).toBe('CONFIGURATION');
    expect((refusal as NftCheckoutError).message).toContain('strings.purchase.buttons.payNow');
    expect(strings.buttons.back).toBe('Back');
  });
});

describe('plural', () => {
  it("follows the locale's plural rules", () => {
    const forms = { one: '# one', two: '# two', few: '# few', other: '# other' };
    expect(plural('en', 1, forms)).toBe('1 one');
    expect(plural('en', 2, forms)).toBe('2 other');
    expect(plural('ar', 2, forms)).toBe('2 two');
    expect(plural('ar', 3, forms)).toBe('3 few');
    expect(plural('ja', 1, forms)).toBe('1 other');
  });
});

describe('the strings option', () => {
  const base = { clientToken: 't', baseUrl: 'https://sandbox.example.com/v1' };
  it('is accepted as an object and refused otherwise, by mount()', async () => {
    const { parseOptions } = await import('../options.js');
    expect(parseOptions({ ...base, strings: { main: {} } }).strings).toEqual({ main: {} });
    expect(() => parseOptions({ ...base, strings: 'Zurück' })).toThrow(/strings must be an object/);
  });
});
