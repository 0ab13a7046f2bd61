import { describe, expect, it } from 'vitest';
import { createFormat, regionOf } from './format.js';

describe('format', () => {
  it('formats money in the currency, by locale', () => {
    expect(createFormat('en-US').money(12.34, 'usd')).toBe('$12.34');
    expect(createFormat('de-DE').money(12.34, 'usd')).toBe('12,34\u00a0$');
  });

  it('falls back for an unknown currency code', () => {
    expect(createFormat('en-US').money(1, 'not-a-code')).toBe('1.00 NOT-A-CODE');
  });

  it('writes numbers in the locale', () => {
    expect(createFormat('en-US').number(1200)).toBe('1,200');
    expect(createFormat('de-DE').number(1200)).toBe('1.200');
  });

  it('names countries', () => {
    const f = createFormat('en-US');
    expect(f.country('US')).toBe('United States');
    expect(createFormat('fr-FR').country('DE')).toBe('Allemagne');
  });

  it('finds the region of a locale', () => {
    expect(regionOf('en-US')).toBe('US');
    expect(regionOf('en-us')).toBe('US');
    expect(regionOf('zh-Hant-TW')).toBe('TW');
    expect(regionOf('sr-Latn-RS-u-nu-latn')).toBe('RS');
    expect(regionOf('fr')).toBe('FR');
    expect(regionOf('zh-Hant')).toBe('TW');
    // A region group, not a country: no country is preselected from it.
    expect(regionOf('es-419')).toBe('419');
  });

  it('lists every country by name in the locale, sorted, built once', () => {
    const f = createFormat('fr-FR');
    const list = f.countries();
    expect(list).toHaveLength(249);
    expect(list.find((c) => c.value === 'DE')?.label).toBe('Allemagne');
    const labels = list.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('fr-FR').compare));
    // The first step renders from the same array on every render.
    expect(f.countries()).toBe(list);
    expect(f.region()).toBe('FR');
    expect(createFormat('en').region()).toBe('US');
  });
});
