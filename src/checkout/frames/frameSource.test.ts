import { describe, expect, it } from 'vitest';
import { frameSource } from './frameSource.js';

const FRAME = 'https://svc.example/v1/checkout/card-frame';
const HOST = 'https://shop.example';
const WORDS = { url: 'Check the frame URL.', needsHttp: 'Serve the page over http(s).' };

describe('frameSource', () => {
  it('names the host origin, and the language when given', () => {
    const plain = new URL(frameSource(FRAME, HOST, WORDS) as string);
    expect(plain.searchParams.get('origin')).toBe(HOST);
    expect(plain.searchParams.has('locale')).toBe(false);
    const french = new URL(frameSource(FRAME, HOST, WORDS, 'fr-CA') as string);
    expect(french.origin + french.pathname).toBe(FRAME);
    expect(french.searchParams.get('origin')).toBe(HOST);
    expect(french.searchParams.get('locale')).toBe('fr-CA');
  });

  it('keeps the query the URL already had and encodes the tag', () => {
    const url = new URL(frameSource(`${FRAME}?v=2`, HOST, WORDS, 'x&y=1') as string);
    expect(url.searchParams.get('v')).toBe('2');
    expect(url.searchParams.get('locale')).toBe('x&y=1');
    expect(url.searchParams.has('y')).toBe(false);
  });

  it('refuses a frame URL that is not http(s), and a page without an http(s) origin', () => {
    expect(frameSource('javascript:alert(1)', HOST, WORDS, 'fr')).toMatchObject({
      code: 'CONFIGURATION',
      message: WORDS.url,
    });
    expect(frameSource(FRAME, 'null', WORDS, 'fr')).toMatchObject({
      code: 'CONFIGURATION',
      message: WORDS.needsHttp,
    });
  });
});
