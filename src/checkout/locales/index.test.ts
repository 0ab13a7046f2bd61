import { describe, expect, it } from 'vitest';
import { NftCheckoutError } from '../../api/errors.js';
import { purchaseStrings } from '../purchase/strings.js';
import { strings } from '../strings.js';
import { applyLocale } from './index.js';
import { say } from './say.js';

describe('applyLocale', () => {
  it('writes a locale and the overrides into the live catalogs, and English back', async () => {
    expect(await applyLocale('fr-CA')).toEqual({ lang: 'fr', dir: 'ltr' });
    expect(strings.buttons.back).toBe('Retour');
    expect(say(purchaseStrings.buttons.pay, { amount: '10 €' })).toBe('Payer 10 €');
    await applyLocale('fr', { main: { buttons: { back: 'Précédent' } } });
    expect(strings.buttons.back).toBe('Précédent');
    expect(strings.buttons.retry).toBe('Réessayer');
    expect(await applyLocale('en-US')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(strings.buttons.back).toBe('Back');
    expect(say(purchaseStrings.buttons.pay, { amount: '$10' })).toBe('Pay $10');
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

describe('the strings option', () => {
  const base = { clientToken: 't', baseUrl: 'https://sandbox.example.com/v1' };
  it('is accepted as an object and refused otherwise, by mount()', async () => {
    const { parseOptions } = await import('../options.js');
    expect(parseOptions({ ...base, strings: { main: {} } }).strings).toEqual({ main: {} });
    expect(() => parseOptions({ ...base, strings: 'Zurück' })).toThrow(/strings must be an object/);
  });
});
