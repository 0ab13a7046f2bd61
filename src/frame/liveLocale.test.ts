import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../api/frameProtocol.js';
import { errorId, FIELDS } from '../slices/card/frame/cardFields.js';
import { startCardFrame } from '../slices/card/frame/cardFrame.js';
import { cardFramePage } from '../slices/card/frame/cardPage.js';
import { startDocumentFrame } from '../slices/document/frame/documentApp.js';
import { DOCUMENT_IDS } from '../slices/document/frame/documentFields.js';
import { documentFramePage } from '../slices/document/frame/documentPage.js';
import { startTaxIdFrame } from '../slices/taxId/frame/taxIdApp.js';
import { TAX_ID_FIELD } from '../slices/taxId/frame/taxIdFields.js';
import { taxIdFramePage } from '../slices/taxId/frame/taxIdPage.js';
import { frameLanguage } from './locales/index.js';
import {
  DOCUMENT_FRAME_BASE,
  fakeFrameWindow,
  loadFramePage,
  TAX_ID_FRAME_BASE,
  type,
} from './testing/frameHarness.js';

const init = (locale: string) => ({
  ns,
  type: 'init',
  clientToken: 'ctok_123456',
  locale,
  theme: 'light',
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const text = (selector: string) => document.querySelector(selector)?.textContent;

/** The service's frame-strings endpoint, answering every locale it is asked for. */
const wordsService = () =>
  vi.fn(async (url: string) => {
    const { locale, dir, strings } = frameLanguage(new URL(url).searchParams.get('locale'));
    return Response.json({ locale, dir, strings });
  });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('a frame whose checkout changes language', () => {
  it('fetches the words only when the language changes, and rewrites them in place', async () => {
    loadFramePage(cardFramePage);
    const fetch = wordsService();
    const frame = fakeFrameWindow();
    stop = startCardFrame(frame.win, { fetch: fetch as unknown as typeof globalThis.fetch });
    frame.send(init('en-US'));
    await flush();
    expect(fetch).not.toHaveBeenCalled();

    const number = type(FIELDS.number.id, '4659 10');
    number.dispatchEvent(new FocusEvent('blur'));
    expect(text(`#${errorId('number')}`)).toBe('The card number is incomplete.');

    frame.send(init('fr-FR'));
    await vi.waitFor(() =>
      expect(text(`label[for="${FIELDS.number.id}"]`)).toBe('Numéro de carte'),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'https://svc.example/v1/checkout/frame-strings?locale=fr-FR',
    );
    expect(text(`#${errorId('number')}`)).toBe('Le numéro de carte est incomplet.');
    expect(document.getElementById(FIELDS.expiry.id)?.getAttribute('placeholder')).toBe('MM / AA');
    expect(document.documentElement.lang).toBe('fr');
    // What the buyer typed stays, and stays invalid.
    expect(number.value).toBe('4659 10');
    expect(number.getAttribute('aria-invalid')).toBe('true');

    // The same language again (a new token, a theme) asks nothing.
    frame.send(init('fr-FR'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    // Another tag of the same language asks, and changes nothing.
    frame.send(init('fr-BE'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await flush();
    expect(text(`label[for="${FIELDS.number.id}"]`)).toBe('Numéro de carte');

    frame.send(init('ar'));
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(text(`label[for="${FIELDS.number.id}"]`)).toBe('رقم البطاقة');
    expect(document.documentElement.lang).toBe('ar');
    expect(number.dir).toBe('ltr');
  });

  it('keeps its language, untold, when the words cannot be fetched', async () => {
    loadFramePage(cardFramePage);
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const frame = fakeFrameWindow();
    stop = startCardFrame(frame.win, { fetch: fetch as unknown as typeof globalThis.fetch });
    frame.send(init('de'));
    await flush();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(text(`label[for="${FIELDS.number.id}"]`)).toBe('Card number');
    expect(frame.posted().filter((m) => m.type === 'error')).toEqual([]);
    // Asked again by the next update that names it.
    frame.send(init('de'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ignores an answer that is not the words of a locale, and a late one', async () => {
    loadFramePage(cardFramePage);
    const bad = vi.fn(async () => Response.json({ locale: 'fr', dir: 'sideways', strings: {} }));
    const frame = fakeFrameWindow();
    stop = startCardFrame(frame.win, { fetch: bad as unknown as typeof globalThis.fetch });
    frame.send(init('fr'));
    await flush();
    await flush();
    expect(text(`label[for="${FIELDS.number.id}"]`)).toBe('Card number');
    expect(document.documentElement.lang).toBe('');
  });

  it('speaks the new language in the messages it sends the host', async () => {
    loadFramePage(taxIdFramePage);
    const fetch = wordsService();
    const frame = fakeFrameWindow(undefined, TAX_ID_FRAME_BASE);
    stop = startTaxIdFrame(frame.win, { fetch: fetch as unknown as typeof globalThis.fetch });
    frame.send(init('es'));
    await vi.waitFor(() =>
      expect(text(`label[for="${TAX_ID_FIELD.id}"]`)).toBe('Número de Seguro Social (SSN)'),
    );
    expect(text(`#${TAX_ID_FIELD.hintId}`)).toBe('9 dígitos, p. ej., 123-45-6789');
    frame.send({ ns, type: 'tokenize', requestId: 'r1' });
    await vi.waitFor(() => expect(frame.posted().some((m) => m.type === 'error')).toBe(true));
    expect(frame.posted().find((m) => m.type === 'error')).toMatchObject({
      code: 'VALIDATION',
      message: 'Revise el número de Seguro Social.',
    });
    expect(text(`#${TAX_ID_FIELD.errorId}`)).toBe('Introduzca su número de Seguro Social.');
  });

  it('names the countries in the new language, keeping the one chosen', async () => {
    loadFramePage(documentFramePage);
    const fetch = wordsService();
    const frame = fakeFrameWindow(undefined, DOCUMENT_FRAME_BASE);
    stop = startDocumentFrame(frame.win, { fetch: fetch as unknown as typeof globalThis.fetch });
    const country = document.getElementById(DOCUMENT_IDS.country) as HTMLSelectElement;
    const options = () => [...country.options];
    expect(options().find((o) => o.value === 'DE')?.textContent).toBe('Germany');
    country.value = 'DE';
    frame.send(init('de-DE'));
    await vi.waitFor(() => expect(options()[0]?.textContent).toBe('Land auswählen'));
    expect(options().find((o) => o.value === 'DE')?.textContent).toBe('Deutschland');
    expect(options().filter((o) => o.value === 'DE')).toHaveLength(1);
    expect(country.value).toBe('DE');
    expect(text('legend')).toBe('Dokument');
    expect(text('.nftc-choice span')).toBe('Reisepass');
  });
});
