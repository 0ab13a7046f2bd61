import { describe, expect, it } from 'vitest';
import { hostedPageUrl, readHostedReturn, returnPage, withoutReturn } from './hostedReturn.js';

const read = (query: string) => readHostedReturn(new URLSearchParams(query));

describe('the return from the hosted page', () => {
  it('is read only with the marker, a known product and a well-formed order id', () => {
    expect(read('scenario=card-us-credit')).toEqual({ kind: 'none' });
    expect(read('hosted=aurora&order_id=3f2b8c1e-5d4a&status=Complete')).toEqual({
      kind: 'returned',
      item: 'aurora',
      orderId: '3f2b8c1e-5d4a',
      status: 'Complete',
    });
    expect(read('hosted=nope&order_id=a')).toMatchObject({ kind: 'invalid', item: undefined });
    expect(read('hosted=aurora')).toMatchObject({ kind: 'invalid', item: 'aurora' });
    for (const bad of ['a/b', '<script>', '', 'x'.repeat(101), '../../api']) {
      expect(read(`hosted=comet&order_id=${encodeURIComponent(bad)}`).kind, bad).toBe('invalid');
    }
  });

  it('keeps only a plain status word; the order itself is read from the server', () => {
    expect(read('hosted=aurora&order_id=a&status=%3Cb%3E')).toMatchObject({ status: undefined });
    expect(read('hosted=aurora&order_id=a')).toMatchObject({ status: undefined });
  });

  it('drops its parameters from the URL and keeps the others', () => {
    expect(
      withoutReturn('http://127.0.0.1:4000/?scenario=ach&hosted=aurora&order_id=a&status=Complete'),
    ).toBe('http://127.0.0.1:4000/?scenario=ach');
  });

  it('asks to come back to one of the shop pages the server accepts', () => {
    expect(returnPage('/index.html')).toBe('/');
    expect(returnPage('/strict/index.html')).toBe('/strict/');
    expect(returnPage('/element.html')).toBe('/element.html');
    expect(returnPage('/elsewhere')).toBe('/');
  });

  it('follows only an http(s) hosted page URL', () => {
    expect(hostedPageUrl('http://127.0.0.1:4010/checkout?client_token=x')?.pathname).toBe(
      '/checkout',
    );
    expect(hostedPageUrl('javascript:alert(1)')).toBeUndefined();
    expect(hostedPageUrl('not a url')).toBeUndefined();
  });
});
