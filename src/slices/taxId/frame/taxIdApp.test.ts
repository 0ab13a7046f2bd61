import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import {
  fakeFrameWindow,
  HOST,
  loadFramePage,
  TAX_ID_FRAME_BASE,
  type,
} from '../../../frame/testing/frameHarness.js';
import { cardFramePage } from '../../card/frame/cardPage.js';
import { startTaxIdFrame } from './taxIdApp.js';
import { TAX_ID_FIELD, TAX_ID_FORM_ID } from './taxIdFields.js';
import { taxIdFramePage } from './taxIdPage.js';

const init = { ns, type: 'init', clientToken: 'ctok_123456', locale: 'en-US', theme: 'light' };
const token = { taxIdToken: 'tid_AbCdEfGhIjKlMnOp42', last4: '6789' };
const SSN = '123456789';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const form = () => document.getElementById(TAX_ID_FORM_ID) as HTMLFormElement;
const input = () => document.getElementById(TAX_ID_FIELD.id) as HTMLInputElement;
const errorText = () => document.getElementById(TAX_ID_FIELD.errorId)?.textContent;

let stop: (() => void) | undefined;
beforeEach(() => loadFramePage(taxIdFramePage));
afterEach(() => {
  stop?.();
  stop = undefined;
});

function start(fetch: typeof globalThis.fetch = vi.fn()) {
  const frame = fakeFrameWindow(undefined, TAX_ID_FRAME_BASE);
  stop = startTaxIdFrame(frame.win, { fetch });
  return frame;
}

/** Nothing the frame posted holds the number, as typed or as sent. */
function expectNoNumberIn(posted: unknown[]) {
  const text = JSON.stringify(posted);
  expect(text).not.toContain(SSN);
  expect(text).not.toContain('123-45-6789');
  expect(text).not.toContain('taxId"');
}

describe('startTaxIdFrame', () => {
  it('says ready to the parent, at the exact host origin only', () => {
    const { parent, posted } = start();
    expect(posted()).toEqual([{ ns, type: 'ready' }]);
    for (const call of parent.postMessage.mock.calls) expect(call[1]).toBe(HOST);
  });

  it.each([
    ['no origin', ''],
    ['origin null', '?origin=null'],
    ['origin *', '?origin=*'],
    ['an origin with a path', `?origin=${encodeURIComponent(`${HOST}/x`)}`],
  ])('does not start with %s', (_, search) => {
    const frame = fakeFrameWindow(search, TAX_ID_FRAME_BASE);
    expect(startTaxIdFrame(frame.win)).toBeUndefined();
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
  });

  it('does not start on the card frame page', () => {
    loadFramePage(cardFramePage);
    const frame = fakeFrameWindow(undefined, TAX_ID_FRAME_BASE);
    expect(startTaxIdFrame(frame.win)).toBeUndefined();
  });

  it('shows the field, themed, once initialised', () => {
    const { send } = start();
    expect(form().hidden).toBe(true);
    send({ ...init, theme: 'dark' });
    expect(form().hidden).toBe(false);
    expect(document.documentElement.classList.contains('nftc-dark')).toBe(true);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a lookalike origin', { origin: `${HOST}.evil.example` }],
    ['another window', { source: {} }],
    ['no window', { source: null }],
  ])('ignores messages from %s', async (_, from) => {
    const fetch = vi.fn();
    const { send, posted } = start(fetch);
    send(init, from);
    expect(form().hidden).toBe(true);
    send(init);
    type(TAX_ID_FIELD.id, SSN);
    send({ ns, type: 'tokenize', requestId: 'r1' }, from);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(posted().filter((m) => m.type === 'taxIdTokenized' || m.type === 'error')).toEqual([]);
  });

  it('refuses to tokenize before init', async () => {
    const fetch = vi.fn();
    const { send, posted } = start(fetch);
    type(TAX_ID_FIELD.id, SSN);
    send({ ns, type: 'tokenize', requestId: 'r1' });
    await flush();
    expect(posted().at(-1)).toEqual({
      ns,
      type: 'error',
      requestId: 'r1',
      code: 'CONFIGURATION',
      message: 'The tax id form was asked for a number before it was initialised.',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers VALIDATION and shows the fix when the number is not valid', async () => {
    const fetch = vi.fn();
    const { send, posted } = start(fetch);
    send(init);
    type(TAX_ID_FIELD.id, '666456789');
    send({ ns, type: 'tokenize', requestId: 'r1' });
    await flush();
    expect(posted().at(-1)).toEqual({
      ns,
      type: 'error',
      requestId: 'r1',
      code: 'VALIDATION',
      message: 'Check the Social Security number.',
    });
    expect(errorText()).toBe(
      'This is not a valid Social Security number: check the first three digits.',
    );
    expect(document.activeElement).toBe(input());
    expect(fetch).not.toHaveBeenCalled();
    expectNoNumberIn(posted());
  });

  it('tokenizes with the service, answers the token and clears the field', async () => {
    const fetch = vi.fn(async () => Response.json(token, { status: 201 }));
    const { send, posted, parent } = start(fetch);
    send(init);
    type(TAX_ID_FIELD.id, SSN);
    expect(input().value).toBe('123-45-6789');
    expect(posted().at(-1)).toEqual({ ns, type: 'validity', complete: true });
    send({ ns, type: 'tokenize', requestId: 'r1' });
    await flush();

    const [url, request] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://svc.example/v1/checkout/tax-ids');
    expect(new Headers(request.headers).get('authorization')).toBe('Bearer ctok_123456');
    expect(JSON.parse(request.body as string)).toEqual({ taxId: SSN });
    expect(posted()).toContainEqual({ ns, type: 'taxIdTokenized', requestId: 'r1', ...token });
    expect(posted().at(-1)).toEqual({ ns, type: 'validity', complete: false });
    expect(input().value).toBe('');
    for (const call of parent.postMessage.mock.calls) expect(call[1]).toBe(HOST);
    expectNoNumberIn(posted());
  });

  it('sends one request for tokenize calls that arrive while one runs', async () => {
    let answer: (res: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { send, posted } = start(fetch);
    send(init);
    type(TAX_ID_FIELD.id, SSN);
    send({ ns, type: 'tokenize', requestId: 'r1' });
    send({ ns, type: 'tokenize', requestId: 'r2' });
    answer(Response.json(token));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    const answers = posted().filter((m) => m.type === 'taxIdTokenized');
    expect(answers.map((m) => m.requestId)).toEqual(['r1', 'r2']);
  });

  it("shows the service's reason on the field after a 400, and keeps what was typed", async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        {
          code: 'VALIDATION',
          message: 'Invalid request: taxId must be the 9 digits of the SSN.',
          issues: [{ path: 'taxId', message: 'must be the 9 digits of the SSN' }],
        },
        { status: 400 },
      ),
    );
    const { send, posted } = start(fetch);
    send(init);
    type(TAX_ID_FIELD.id, SSN);
    send({ ns, type: 'tokenize', requestId: 'r1' });
    await flush();
    const message = 'This number must be the 9 digits of the SSN.';
    expect(posted().at(-1)).toEqual({
      ns,
      type: 'error',
      requestId: 'r1',
      code: 'VALIDATION',
      message,
    });
    expect(errorText()).toBe(message);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().value).toBe('123-45-6789');
    expectNoNumberIn(posted());
  });

  it('answers RATE_LIMITED and NETWORK failures, keeping the field', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        Response.json({ code: 'RATE_LIMITED', message: 'Slow down.' }, { status: 429 }),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { send, posted } = start(fetch);
    send(init);
    type(TAX_ID_FIELD.id, SSN);
    send({ ns, type: 'tokenize', requestId: 'r1' });
    await flush();
    expect(posted().at(-1)).toMatchObject({ type: 'error', requestId: 'r1', code: 'RATE_LIMITED' });
    send({ ns, type: 'tokenize', requestId: 'r2' });
    await flush();
    expect(posted().at(-1)).toMatchObject({ type: 'error', requestId: 'r2', code: 'NETWORK' });
    expect(input().value).toBe('123-45-6789');
    expect(errorText()).toBe('');
    expectNoNumberIn(posted());
  });

  it('stops listening when stopped', () => {
    const { send, posted } = start();
    stop?.();
    send(init);
    expect(form().hidden).toBe(true);
    expect(posted()).toHaveLength(1);
  });
});
