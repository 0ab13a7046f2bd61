import { describe, expect, it } from 'vitest';
import { AVAILABLE, directionOf, matchLocale } from './locales.js';

const SHIPPED = ['en', 'es', 'fr', 'de', 'pt-BR', 'it', 'ja', 'ko', 'zh-Hans', 'ar'];

describe('matchLocale', () => {
  it.each([
    ['fr-CA', 'fr'],
    ['fr', 'fr'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-Hans-SG', 'zh-Hans'],
    ['zh-TW', 'en'],
    ['zh-Hant', 'en'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
    ['sv-SE', 'en'],
    ['not a tag', 'en'],
    ['en-XA', 'en'],
  ])('%s reads %s', (tag, locale) => {
    expect(matchLocale(tag, SHIPPED)).toBe(locale);
  });
});

describe('the pseudo-locale and directions', () => {
  it('en-XA is chosen by name only', () => {
    expect(matchLocale('en-XA')).toBe('en-XA');
    expect(matchLocale('en-US')).toBe('en');
    expect(AVAILABLE).toContain('en-XA');
  });
  it('a tag too long to be real reads English', () => {
    expect(matchLocale(`fr-${'a'.repeat(80)}`)).toBe('en');
  });
  it('Arabic reads right to left, the rest left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });
});
