import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import { fakeFrameWindow, HOST, loadFramePage, type } from '../../../frame/testing/frameHarness.js';
import { errorId, FIELDS, FORM_ID } from './cardFields.js';
import { startCardFrame } from './cardFrame.js';
import { cardFramePage } from './cardPage.js';

const init = { ns, type: 'init', clientToken: 'ctok_123456', locale: 'en-US', theme: 'light' };
const token = { cardToken: 'ct_1', brand: 'visa', last4: '1157', paymentMethodType: 'us_debit' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const form = () => document.getElementById(FORM_ID) as HTMLFormElement;

function typeValidCard() {
  type(FIELDS.number.id, '4659105569051157');
  type(FIELDS.expiry.id, '0440');
  type(FIELDS.cvc.id, '123');
}

let stop: (() => void) | undefined;
beforeEach(() => loadFramePage(cardFramePage));
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
});

function start(fetch: typeof globalThis.fetch = vi.fn()) {
  const frame = fakeFrameWindow();
  stop = startCardFrame(frame.win, { fetch });
  return frame;
}

describe('startCardFrame', () => {
  it('says ready to the parent, at the exact host origin only', () => {
    const { parent, posted } = start();
    expect(posted()).toEqual([{ ns, type: 'ready' }]);
    for (const call of parent.postMessage.mock.calls) expect(call[1]).toBe(HOST);
  });

  it.each([
    ['no origin', ''],
    ['origin null', '?origin=null'],
    ['origin *', '?origin=*'],
    ['a javascript: origin', '?origin=javascript%3Aalert(1)'],
    ['an origin with a path', `?origin=${encodeURIComponent(`${HOST}/x`)}`],
  ])('does not start with %s', (_, search) => {
    const frame = fakeFrameWindow(search);
    expect(startCardFrame(frame.win)).toBeUndefined();
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
  });

  it('does not start when it is not framed', () => {
    const frame = fakeFrameWindow();
    Object.assign(frame.win, { parent: frame.win });
    expect(startCardFrame(frame.win)).toBeUndefined();
  });

  it('shows the form, themed, once initialised', () => {
    const { send } = start();
    expect(form().hidden).toBe(true);
    send({ ...init, theme: 'dark' });
    expect(form().hidden).toBe(false);
    expect(document.documentElement.classList.contains('nftc-dark')).toBe(true);
    send(init);
    expect(document.documentElement.classList.contains('nftc-dark')).toBe(false);
  });

  it("takes the widget's colours with its theme, and refuses an init with a bad one", () => {
    const { send } = start();
    const colors = { '--nftc-color-text': '#eef0f4', '--nftc-color-background': '#15171c' };
    send({ ...init, theme: 'dark', colors });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--background')).toBe('#15171c');
    send({ ...init, colors: { '--nftc-color-text': 'red;background:url(//x)' } });
    expect(document.documentElement.classList.contains('nftc-dark')).toBe(true);
    expect(style.getPropertyValue('--text')).toBe('#eef0f4');
    send(init);
    expect(style.getPropertyValue('--background')).toBe('');
    expect(document.documentElement.hasAttribute('style')).toBe(true);
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
    typeValidCard();
    send({ ns, type: 'tokenize', requestId: 'r1' }, from);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(posted().filter((m) => m.type === 'tokenized' || m.type === 'error')).toEqual([]);
  });

  it('ignores malformed messages', async () => {
    const { send, posted } = start();
    for (const data of [null, 'init', { ...init, ns: 'x' }, { ...init, theme: 'blue' }, {}]) {
      send(data);
    }
    send({ ns, type: 'tokenize' });
    await flush();
    expect(form().hidden).toBe(true);
    expect(posted()).toEqual([{ ns, type: 'ready' }]);
  });

  it('reports its height on init and whenever it changes', () => {
    let observed: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const rect = vi.spyOn(document.documentElement, 'getBoundingClientRect');
    rect.mockReturnValue({ height: 171.2 } as DOMRect);
    const { send, posted } = start();
    send(init);
    observed();
    rect.mockReturnValue({ height: 230 } as DOMRect);
    observed();
    expect(posted().filter((m) => m.type === 'resize')).toEqual([
      { ns, type: 'resize', height: 172 },
      { ns, type: 'resize', height: 230 },
    ]);
    rect.mockRestore();
  });

  it('refuses to tokenize before init', async () => {
    const fetch = vi.fn();
    const { send, posted } = start(fetch);
    typeValidCard();
    send({ ns, type: 'tokenize', requestId: 'r1' });
    await flush();
    expect(posted().at(-1)).toMatchObject({
      type: 'error',
      requestId: 'r1',
      code: 'CONFIGURATION',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers VALIDATION and shows the errors when the card is incomplete', async () => {
    const fetch = vi.fn();
    const { send, posted } = start(fetch);
    send(init);
    type(FIELDS.number.id, '4659105569051158');
    send({ ns, type: 'tokenize', requestId: 'r1' });
    await flush();
    expect(posted().at(-1)).toMatchObject({ type: 'error', requestId: 'r1', code: 'VALIDATION' });
    expect(document.getElementById(errorId('number'))?.textContent).toMatch(/not valid/);
    expect(document.activeElement?.id).toBe(FIELDS.number.id);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tokenizes with the service, answers the token and clears the inputs', async () => {
    const fetch = vi.fn(async () => Response.json(token, { status: 201 }));
    const { send, posted } = start(fetch);
    send(init);
    typeValidCard();
    expect(posted().at(-1)).toEqual({ ns, type: 'validity', complete: true });
    send({ ns, type: 'tokenize', requestId: 'r1' });
    await flush();

    const [url, request] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://svc.example/v1/checkout/cards');
    expect(new Headers(request.headers).get('authorization')).toBe('Bearer ctok_123456');
    expect(JSON.parse(request.body as string)).toEqual({
      number: '4659105569051157',
      expMonth: 4,
      expYear: 2040,
      cvc: '123',
    });
    expect(posted()).toContainEqual({ ns, type: 'tokenized', requestId: 'r1', ...token });
    expect(posted().at(-1)).toEqual({ ns, type: 'validity', complete: false });
    for (const { id } of Object.values(FIELDS)) {
      expect((document.getElementById(id) as HTMLInputElement).value).toBe('');
    }
    // nothing the frame posted carries the card number or the CVC
    expect(JSON.stringify(posted())).not.toContain('4659105569051157');
    expect(JSON.stringify(posted())).not.toContain('"cvc"');
  });

  it('sends one request for tokenize calls that arrive while one runs', async () => {
    let answer: (res: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { send, posted } = start(fetch);
    send(init);
    typeValidCard();
    send({ ns, type: 'tokenize', requestId: 'r1' });
    send({ ns, type: 'tokenize', requestId: 'r2' });
    answer(Response.json(token));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    const answers = posted().filter((m) => m.type === 'tokenized');
    expect(answers.map((m) => m.requestId)).toEqual(['r1', 'r2']);
  });

  it('answers the service refusal and keeps what was typed', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ code: 'PAYMENT_FAILED', message: 'card declined' }, { status: 402 }),
    );
    const { send, posted } = start(fetch);
    send(init);
    typeValidCard();
    send({ ns, type: 'tokenize', requestId: 'r9' });
    await flush();
    expect(posted().at(-1)).toEqual({
      ns,
      type: 'error',
      requestId: 'r9',
      code: 'PAYMENT_FAILED',
      message: 'card declined',
    });
    expect((document.getElementById(FIELDS.cvc.id) as HTMLInputElement).value).toBe('123');
  });

  it('stops listening when stopped', async () => {
    const { send, posted } = start();
    stop?.();
    send(init);
    expect(form().hidden).toBe(true);
    expect(posted()).toHaveLength(1);
  });
});
