import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../frame/locales/en.js';
import { englishService } from '../../../frame/testing/englishTexts.js';
import { requestTaxIdToken } from './taxIdTokenize.js';

const taxId = '123456789';
const url = 'https://svc.example/v1/checkout/tax-ids';
const clientToken = 'ctok_secret_123';
const strings = { ...englishService('taxId'), refused: en.taxId.errors.refused };
const token = { taxIdToken: 'tid_abcdefghij0123456789', last4: '6789' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.useRealTimers());

describe('requestTaxIdToken', () => {
  it('POSTs the nine digits with the client token and returns the token and last 4', async () => {
    const fetch = vi.fn(async () => json(201, { ...token, extra: 'ignored' }));
    const result = await requestTaxIdToken({ url, clientToken, taxId, strings, fetch });
    expect(result).toEqual({ ok: true, token });
    const [calledUrl, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(calledUrl).toBe(url);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${clientToken}`);
    expect(JSON.parse(init.body as string)).toEqual({ taxId });
  });

  it.each([
    ['no token', { last4: '6789' }],
    ['a card token', { ...token, taxIdToken: 'ct_1' }],
    ['a short token', { ...token, taxIdToken: 'tid_abc' }],
    ['a last 4 of 3 digits', { ...token, last4: '789' }],
    ['the whole number as last 4', { ...token, last4: taxId }],
    ['no body', undefined],
  ])('refuses a success body with %s', async (_, body) => {
    const fetch = vi.fn(async () => json(201, body));
    expect(await requestTaxIdToken({ url, clientToken, taxId, strings, fetch })).toEqual({
      ok: false,
      code: 'INVALID_RESPONSE',
      message: 'The tax id service answered with an unexpected body.',
    });
  });

  it("gives a 400's reason for taxId as a sentence, for the field and the host", async () => {
    const fetch = vi.fn(async () =>
      json(400, {
        code: 'VALIDATION',
        message: `Invalid request: taxId ${taxId} is not a valid SSN.`,
        issues: [
          { path: 'other', message: 'is ignored' },
          { path: 'taxId', message: 'is not accepted by the sandbox' },
        ],
      }),
    );
    expect(await requestTaxIdToken({ url, clientToken, taxId, strings, fetch })).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'This number is not accepted by the sandbox.',
      fieldMessage: 'This number is not accepted by the sandbox.',
    });
  });

  it('keeps a reason that is already a sentence, and blanks the number in any form', async () => {
    const fetch = vi.fn(async () =>
      json(400, {
        code: 'VALIDATION',
        message: 'Invalid request.',
        issues: [{ path: 'taxId', message: 'Not an SSN: 123-45-6789 / 123456789.' }],
      }),
    );
    const result = await requestTaxIdToken({ url, clientToken, taxId, strings, fetch });
    expect(result).toMatchObject({ message: 'Not an SSN: **** / ****.' });
  });

  it('passes on a refusal without a taxId issue, the number and token blanked', async () => {
    const fetch = vi.fn(async () =>
      json(401, { code: 'UNAUTHORIZED', message: `token ${clientToken} for ${taxId} expired` }),
    );
    expect(await requestTaxIdToken({ url, clientToken, taxId, strings, fetch })).toEqual({
      ok: false,
      code: 'UNAUTHORIZED',
      message: 'token **** for **** expired',
    });
  });

  it.each([
    [429, 'RATE_LIMITED'],
    [410, 'EXPIRED'],
    [503, 'SERVER'],
  ])('maps status %s without a body code to %s', async (status, code) => {
    const fetch = vi.fn(async () => new Response('nope', { status }));
    expect(await requestTaxIdToken({ url, clientToken, taxId, strings, fetch })).toEqual({
      ok: false,
      code,
      message: `The tax id service answered ${status}.`,
    });
  });

  it('reports a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await requestTaxIdToken({ url, clientToken, taxId, strings, fetch })).toEqual({
      ok: false,
      code: 'NETWORK',
      message: 'The Social Security number could not be sent. Check the connection and try again.',
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
    const pending = requestTaxIdToken({ url, clientToken, taxId, strings, fetch, timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ ok: false, code: 'TIMEOUT' });
  });
});
