import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishService } from '../../../frame/testing/englishTexts.js';
import { requestCardToken } from './cardTokenize.js';

const card = { number: '4659105569051157', expMonth: 4, expYear: 2031, cvc: '123' };
const url = 'https://svc.example/v1/checkout/cards';
const clientToken = 'ctok_secret_123';
const strings = englishService('card');
const token = { cardToken: 'ct_1', brand: 'visa', last4: '1157', paymentMethodType: 'us_debit' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.useRealTimers());

describe('requestCardToken', () => {
  it('POSTs the card with the client token and returns the token fields', async () => {
    const fetch = vi.fn(async () => json(201, { ...token, extra: 'ignored' }));
    const result = await requestCardToken({ url, clientToken, card, strings, fetch });
    expect(result).toEqual({ ok: true, token });
    const [calledUrl, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(calledUrl).toBe(url);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${clientToken}`);
    expect(JSON.parse(init.body as string)).toEqual(card);
  });

  it('passes on the service code and message, blanking the number and the token', async () => {
    const fetch = vi.fn(async () =>
      json(402, {
        code: 'PAYMENT_FAILED',
        message: `card ${card.number} declined (${clientToken})`,
      }),
    );
    const result = await requestCardToken({ url, clientToken, card, strings, fetch });
    expect(result).toEqual({
      ok: false,
      code: 'PAYMENT_FAILED',
      message: 'card **** declined (****)',
    });
  });

  it.each([
    [401, 'UNAUTHORIZED'],
    [402, 'PAYMENT_FAILED'],
    [410, 'EXPIRED'],
    [422, 'VALIDATION'],
    [503, 'SERVER'],
  ])('maps status %s without a known body code to %s', async (status, code) => {
    const fetch = vi.fn(async () => new Response('nope', { status }));
    const result = await requestCardToken({ url, clientToken, card, strings, fetch });
    expect(result).toMatchObject({
      ok: false,
      code,
      message: `The card service answered ${status}.`,
    });
  });

  it('refuses a success body without the token fields', async () => {
    const fetch = vi.fn(async () => json(200, { cardToken: 'ct_1' }));
    expect(await requestCardToken({ url, clientToken, card, strings, fetch })).toMatchObject({
      ok: false,
      code: 'INVALID_RESPONSE',
    });
  });

  it('reports a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await requestCardToken({ url, clientToken, card, strings, fetch })).toMatchObject({
      ok: false,
      code: 'NETWORK',
    });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = requestCardToken({ url, clientToken, card, strings, fetch, timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ ok: false, code: 'TIMEOUT' });
  });
});
