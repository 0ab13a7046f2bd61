import { describe, expect, it } from 'vitest';
import { cardFramePage } from '../slices/card/frame/cardPage.js';
import { challengePage } from '../slices/challenge/frame/challengePage.js';
import { documentFramePage } from '../slices/document/frame/documentPage.js';
import { taxIdFramePage } from '../slices/taxId/frame/taxIdPage.js';
import { frameLanguage } from './locales/index.js';
import { TEXTS_ID } from './texts.js';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const origin = 'https://shop.example';
const scriptUrl = '/v1/checkout/frames.js';
const labels = (doc: Document) => [...doc.querySelectorAll('label')].map((l) => l.textContent);
const block = (doc: Document) => JSON.parse(doc.getElementById(TEXTS_ID)?.textContent ?? 'null');

describe('the frame pages in the checkout language', () => {
  it('write the card page in French: lang, title, labels, placeholder, and its words as data', () => {
    const doc = parse(cardFramePage({ scriptUrl, origin, locale: 'fr-CA' }));
    expect(doc.documentElement.lang).toBe('fr');
    expect(doc.documentElement.dir).toBe('ltr');
    expect(doc.title).toBe('Informations de la carte');
    expect(labels(doc)).toEqual([
      'Numéro de carte',
      'Date d’expiration (MM / AA)',
      'Code de sécurité (CVC)',
    ]);
    expect(doc.getElementById('nftc-expiry')?.getAttribute('placeholder')).toBe('MM / AA');
    const data = doc.getElementById(TEXTS_ID);
    expect(data?.tagName).toBe('SCRIPT');
    expect(data?.getAttribute('type')).toBe('application/json');
    expect(block(doc)).toEqual({
      locale: 'fr',
      strings: { card: frameLanguage('fr').strings.card },
    });
  });

  it('mark every text with its key, so the frame can rewrite it', () => {
    const doc = parse(cardFramePage({ scriptUrl, origin, locale: 'ja' }));
    expect(doc.querySelector('label[for="nftc-number"]')?.getAttribute('data-text')).toBe(
      'card.number',
    );
    expect(doc.querySelector('title')?.getAttribute('data-text')).toBe('card.title');
    expect(doc.getElementById('nftc-expiry')?.getAttribute('data-text-placeholder')).toBe(
      'card.expiryPlaceholder',
    );
  });

  it('write Arabic right to left, with the digits of card, expiry, CVC and SSN left to right', () => {
    const card = parse(cardFramePage({ scriptUrl, origin, locale: 'ar-EG' }));
    expect(card.documentElement.getAttribute('dir')).toBe('rtl');
    expect(card.documentElement.lang).toBe('ar');
    expect(labels(card)[0]).toBe('رقم البطاقة');
    for (const id of ['nftc-number', 'nftc-expiry', 'nftc-cvc']) {
      expect(card.getElementById(id)?.getAttribute('dir')).toBe('ltr');
    }
    const taxId = parse(taxIdFramePage({ scriptUrl, origin, locale: 'ar' }));
    expect(taxId.getElementById('nftc-tax-id')?.getAttribute('dir')).toBe('ltr');
    expect(taxId.title).toBe('رقم الضمان الاجتماعي (SSN)');
  });

  it('write the tax-id and document pages in the locale', () => {
    const taxId = parse(taxIdFramePage({ scriptUrl, origin, locale: 'de-AT' }));
    expect(labels(taxId)).toEqual(['Sozialversicherungsnummer (SSN)']);
    expect(block(taxId).strings.taxId.errors.missing).toBe(
      'Geben Sie Ihre Sozialversicherungsnummer ein.',
    );
    const document = parse(documentFramePage({ scriptUrl, origin, locale: 'es' }));
    expect(document.documentElement.lang).toBe('es');
    expect(document.querySelector('legend')?.textContent).toBe('Documento');
    expect(document.querySelector('option')?.textContent).toBe('Seleccione un país');
    expect(document.querySelector('.nftc-choice span')?.textContent).toBe('Pasaporte');
    expect(document.querySelector('video')?.getAttribute('aria-label')).toBe(
      'Vista previa de la cámara: anverso del documento',
    );
    // The radio stays inside its label: only the span holds the words.
    expect(document.querySelector('.nftc-choice input[type=radio]')).not.toBeNull();
  });

  it('read English for a hostile or meaningless locale, escaped nowhere into the page', () => {
    for (const locale of ['"><script>alert(1)</script>', 'x'.repeat(10_000), 'zz-ZZ', '']) {
      const html = cardFramePage({ scriptUrl, origin, locale });
      const doc = parse(html);
      expect(doc.documentElement.lang).toBe('en');
      expect(labels(doc)[0]).toBe('Card number');
      expect(html).not.toContain('alert(1)');
      expect(doc.querySelectorAll('script:not([type="application/json"])')).toHaveLength(1);
    }
  });

  it('escape `<` in the words, so no text can end the data block', () => {
    const html = cardFramePage({ scriptUrl, origin, locale: 'en' });
    const json = html.slice(html.indexOf(`id="${TEXTS_ID}">`));
    expect(json.slice(0, json.indexOf('</script>'))).not.toContain('<');
  });

  it('write the challenge page in the locale', () => {
    const language = frameLanguage('ko-KR');
    const doc = parse(
      challengePage({
        action: '/v1/checkout/challenge/chl_1',
        kind: 'otp',
        merchant: 'Sandbox Merchant',
        amount: '₩1,000',
        card: 'Visa(끝자리 0019)',
        language,
      }),
    );
    expect(doc.documentElement.lang).toBe('ko');
    expect(doc.title).toBe('결제 확인');
    expect(labels(doc)).toEqual(['일회용 코드']);
    expect(doc.getElementById('nftc-challenge-cancel')?.textContent).toBe('취소');
    const rtl = parse(
      challengePage({
        action: '/x',
        kind: 'choice',
        merchant: 'M',
        amount: '$1',
        card: 'Visa',
        language: frameLanguage('ar'),
      }),
    );
    expect(rtl.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
