import { describe, expect, it } from 'vitest';
import { LOCALES, PSEUDO_LOCALE } from '../../api/locales.js';
import { pseudoLocalize } from '../../api/pseudoLocale.js';
import { catalogDifferences, translatedText } from '../../test/catalogShape.js';
import { en } from './en.js';
import { FRAME_CATALOGS, frameLanguage } from './index.js';

const differences = (source: unknown, given: unknown, path: string, locale = 'en') =>
  catalogDifferences(source, given, path, translatedText(locale));

describe("the frames' catalogs", () => {
  it('are one per shipped locale', () => {
    expect(Object.keys(FRAME_CATALOGS).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    "%s has exactly English's keys and placeholders",
    (locale) => {
      expect(differences(en, FRAME_CATALOGS[locale], locale, locale)).toEqual([]);
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s translates the labels the buyer reads first',
    (locale) => {
      const words = FRAME_CATALOGS[locale]!;
      expect(words.card.number).not.toBe(en.card.number);
      expect(words.taxId.errors.missing).not.toBe(en.taxId.errors.missing);
      expect(words.document.title).not.toBe(en.document.title);
      expect(words.challenge.title).not.toBe(en.challenge.title);
    },
  );

  it('the difference check catches a missing key, an extra key and a changed placeholder', () => {
    const broken = structuredClone(en) as Record<string, Record<string, unknown>>;
    delete broken.card!.number;
    broken.card!.extra = 'x';
    (broken.card!.service as Record<string, string>).status = 'answered {code}';
    expect(differences(en, broken, 'xx')).toEqual([
      'xx.card.number: missing',
      'xx.card.extra: extra',
      'xx.card.service.status uses {code}, which the checkout does not fill: use {status}.',
    ]);
  });
});

describe('frameLanguage', () => {
  it('matches a tag to a shipped locale, with its direction', () => {
    expect(frameLanguage('fr-CA')).toMatchObject({ locale: 'fr', dir: 'ltr' });
    expect(frameLanguage('ar-EG')).toMatchObject({ locale: 'ar', dir: 'rtl' });
    expect(frameLanguage('zh-CN').locale).toBe('zh-Hans');
    expect(frameLanguage('pt-PT').locale).toBe('pt-BR');
    expect(frameLanguage('ja').strings).toBe(FRAME_CATALOGS.ja);
  });

  it('reads English for no tag, an unknown, invalid or overlong one, never throwing', () => {
    for (const tag of [
      undefined,
      null,
      '',
      'xx',
      'zh-Hant',
      '<script>',
      '"; x',
      'a'.repeat(5000),
    ]) {
      expect(frameLanguage(tag)).toEqual({ locale: 'en', dir: 'ltr', strings: en });
    }
  });

  it('gives the pseudo-locale the English words, accented and longer', () => {
    const pseudo = frameLanguage(PSEUDO_LOCALE);
    expect(pseudo.locale).toBe(PSEUDO_LOCALE);
    expect(pseudo.strings).toEqual(pseudoLocalize(en));
    expect(pseudo.strings.card.service.status).toContain('{status}');
  });
});
