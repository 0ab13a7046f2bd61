import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../frame/locales/en.js';
import { FRAME_CATALOGS } from '../../../frame/locales/index.js';
import {
  answerChallenge,
  challengePath,
} from '../../../slices/challenge/service/testing/challenge.js';
import { CARDS, startTestSandbox, type TestSandbox } from '../../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const HOST = 'https://shop.example';

describe('GET /v1/checkout/frame-strings', { timeout: 20_000 }, () => {
  it("answers the matched locale's whole catalog, its direction, cacheable", async () => {
    const res = await t.raw('GET', '/v1/checkout/frame-strings?locale=fr-CA');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    // Same origin only: the frames read it, nobody else needs to.
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(JSON.parse(res.text)).toEqual({
      locale: 'fr',
      dir: 'ltr',
      strings: FRAME_CATALOGS.fr,
    });
    const arabic = JSON.parse((await t.raw('GET', '/v1/checkout/frame-strings?locale=ar')).text);
    expect(arabic).toMatchObject({ locale: 'ar', dir: 'rtl' });
    const pseudo = JSON.parse((await t.raw('GET', '/v1/checkout/frame-strings?locale=en-XA')).text);
    expect(pseudo.locale).toBe('en-XA');
    expect(pseudo.strings.card.number).toMatch(/^⟦Çárd ñûmbér/);
  });

  it('reads English for no, an unknown, an invalid or an overlong locale, never an error', async () => {
    for (const query of [
      '',
      '?locale=',
      '?locale=xx-YY',
      `?locale=${encodeURIComponent('"><script>')}`,
      `?locale=${'a'.repeat(4000)}`,
      '?locale=de&locale=fr',
    ]) {
      const res = await t.raw('GET', `/v1/checkout/frame-strings${query}`);
      expect(res.status, query).toBe(200);
      const body = JSON.parse(res.text);
      expect(body.strings, query).toEqual(query.includes('de') ? FRAME_CATALOGS.de : en);
    }
  });
});

describe('the frame pages and the challenge page with ?locale', { timeout: 20_000 }, () => {
  it('render each frame page in the locale', async () => {
    const origin = encodeURIComponent(HOST);
    const card = await t.raw('GET', `/v1/checkout/card-frame?origin=${origin}&locale=ja-JP`);
    expect(card.status).toBe(200);
    expect(card.text).toContain('<html lang="ja" dir="ltr">');
    expect(card.text).toContain('>カード番号</label>');
    expect(card.text).toContain('<script type="application/json" id="nftc-frame-texts">');
    const taxId = await t.raw('GET', `/v1/checkout/tax-id-frame?origin=${origin}&locale=ar`);
    expect(taxId.text).toContain('<html lang="ar" dir="rtl">');
    const bad = await t.raw('GET', `/v1/checkout/document-frame?origin=${origin}&locale=%00%3C`);
    expect(bad.status).toBe(200);
    expect(bad.text).toContain('<html lang="en" dir="ltr">');
  });

  it('renders the challenge page and its result in the locale, kept through the form', async () => {
    const checkout = await t.open();
    const state = await checkout.payWithCard(CARDS.challenge);
    const path = `${challengePath(state, HOST)}&locale=de-DE`;
    const page = await t.raw('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain('<h3>Zahlung bestätigen</h3>');
    expect(page.text).toContain('Visa mit der Endung 0019');
    const action = /action="([^"]+)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(new URL(action, t.sandbox.origin).searchParams.get('locale')).toBe('de');
    const result = await answerChallenge(t, action, { action: 'cancel' });
    expect(result.status).toBe(200);
    expect(result.text).toContain('Authentifizierung abgebrochen');
    const refused = await t.raw('GET', path);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('Authentifizierung bereits beantwortet');
  });
});
