import { afterEach, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../../api/errors.js';
import { NAMESPACE as ns } from '../../api/frameProtocol.js';
import { createCardFrameBridge } from '../../slices/card/widget/cardKind.js';
import { TAX_ID_FRAME } from '../../slices/taxId/widget/taxIdKind.js';
import { createFrameBridge } from './bridge.js';

const FRAME_ORIGIN = 'https://svc.example';
const frameUrl = `${FRAME_ORIGIN}/v1/checkout/card-frame?origin=https%3A%2F%2Fshop.example`;
const init = { clientToken: 'ctok_1', locale: 'en-US', theme: 'light' as const };
const token = { cardToken: 'ct_1', brand: 'visa', last4: '1157', paymentMethodType: 'us_debit' };

const taxIdToken = { taxIdToken: 'tid_AbCdEfGhIjKlMnOp42', last4: '6789' };

function setup(options: { timeoutMs?: number } = {}) {
  return setupWith(createCardFrameBridge, options);
}

function setupWith<B>(
  create: (options: Parameters<typeof createCardFrameBridge>[0]) => B,
  options: { timeoutMs?: number } = {},
  onMessage?: (name: string, fields: Readonly<Record<string, unknown>>) => void,
) {
  const host = new EventTarget() as unknown as Window;
  const frame = { postMessage: vi.fn() };
  const onResize = vi.fn();
  const onValidityChange = vi.fn();
  const onError = vi.fn();
  const bridge = create({
    frameUrl,
    frameWindow: () => frame as unknown as Window,
    init,
    host,
    onResize,
    onValidityChange,
    onError,
    onMessage,
    ...options,
  });
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    host.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        origin: from.origin ?? FRAME_ORIGIN,
        source: 'source' in from ? from.source : frame,
      }),
    );
  };
  const posted = () => frame.postMessage.mock.calls.map(([message]) => message);
  const lastRequestId = () =>
    posted()
      .filter((m) => m.type === 'tokenize')
      .at(-1)?.requestId as string;
  return { bridge, frame, send, posted, lastRequestId, onResize, onValidityChange, onError };
}

afterEach(() => vi.useRealTimers());

describe('createCardFrameBridge', () => {
  it('sends init after ready, to the frame origin only', () => {
    const { frame, send, posted } = setup();
    expect(posted()).toEqual([]);
    send({ ns, type: 'ready' });
    expect(posted()).toEqual([{ ns, type: 'init', ...init }]);
    for (const call of frame.postMessage.mock.calls) expect(call[1]).toBe(FRAME_ORIGIN);
  });

  it('passes on height and validity', () => {
    const { send, onResize, onValidityChange } = setup();
    send({ ns, type: 'resize', height: 171.2 });
    send({ ns, type: 'validity', complete: true });
    expect(onResize).toHaveBeenCalledWith(172);
    expect(onValidityChange).toHaveBeenCalledWith(true);
  });

  it.each([
    ['another origin', { origin: 'https://shop.example' }],
    ['a lookalike origin', { origin: 'https://svc.example.evil.example' }],
    ['another window', { source: {} }],
    ['no window', { source: null }],
  ])('ignores messages from %s', (_, from) => {
    const { send, posted, onResize } = setup();
    send({ ns, type: 'ready' }, from);
    send({ ns, type: 'resize', height: 10 }, from);
    expect(posted()).toEqual([]);
    expect(onResize).not.toHaveBeenCalled();
  });

  it('ignores malformed messages', () => {
    const { send, posted, onResize, onError } = setup();
    for (const data of [null, 'ready', { type: 'ready' }, { ns, type: 'resize', height: 'x' }]) {
      send(data);
    }
    send({ ns, type: 'error', code: 'NOT_A_CODE', message: 'm' });
    expect(posted()).toEqual([]);
    expect(onResize).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('resolves tokenize() with the card token of its request', async () => {
    const { bridge, send, lastRequestId } = setup();
    send({ ns, type: 'ready' });
    const result = bridge.tokenize();
    send({ ns, type: 'tokenized', requestId: 'someone-else', ...token });
    send({ ns, type: 'tokenized', requestId: lastRequestId(), ...token });
    await expect(result).resolves.toEqual(token);
  });

  it('waits for ready before asking the frame', async () => {
    const { bridge, send, posted, lastRequestId } = setup();
    const result = bridge.tokenize();
    expect(posted()).toEqual([]);
    send({ ns, type: 'ready' });
    expect(posted().map((m) => m.type)).toEqual(['init', 'tokenize']);
    send({ ns, type: 'tokenized', requestId: lastRequestId(), ...token });
    await expect(result).resolves.toEqual(token);
  });

  it.each([
    ['VALIDATION', 'Check the card details.'],
    ['PAYMENT_FAILED', 'card declined'],
  ] as const)('rejects tokenize() with the frame error %s', async (code, message) => {
    const { bridge, send, lastRequestId } = setup();
    send({ ns, type: 'ready' });
    const result = bridge.tokenize();
    send({ ns, type: 'error', requestId: lastRequestId(), code, message });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NftCheckoutError);
    expect(error).toMatchObject({ code, message });
  });

  it('rejects a token that does not match the interface', async () => {
    const { bridge, send, lastRequestId } = setup();
    send({ ns, type: 'ready' });
    const result = bridge.tokenize();
    send({ ns, type: 'tokenized', requestId: lastRequestId(), ...token, brand: 'dinersclub' });
    await expect(result).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('rejects with TIMEOUT when the frame does not answer', async () => {
    vi.useFakeTimers();
    const { bridge, send } = setup({ timeoutMs: 20_000 });
    send({ ns, type: 'ready' });
    const result = bridge.tokenize().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ code: 'TIMEOUT', message: /20 seconds/ });
  });

  it('hands a slice message sent on its own to onMessage, never to a pending tokenize()', async () => {
    const onMessage = vi.fn();
    const { bridge, send, lastRequestId } = setupWith(createCardFrameBridge, {}, onMessage);
    send({ ns, type: 'ready' });
    const result = bridge.tokenize();
    send({ ns, type: 'tokenized', ...token });
    send({ ns, type: 'walletAvailability', available: [] });
    expect(onMessage.mock.calls).toEqual([
      ['tokenized', { ns, type: 'tokenized', ...token }],
      ['walletAvailability', { ns, type: 'walletAvailability', available: [] }],
    ]);
    send({ ns, type: 'tokenized', requestId: lastRequestId(), ...token });
    await expect(result).resolves.toEqual(token);
    expect(onMessage).toHaveBeenCalledTimes(2);
  });

  it('reports errors outside a request through onError', () => {
    const { send, onError } = setup();
    send({ ns, type: 'error', code: 'CONFIGURATION', message: 'broken' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'CONFIGURATION' }));
  });

  it('sends init again when token, locale or theme change after ready', () => {
    const { bridge, send, posted } = setup();
    bridge.update({ ...init, theme: 'dark' });
    expect(posted()).toEqual([]);
    send({ ns, type: 'ready' });
    bridge.update({ ...init, theme: 'light' });
    expect(posted().map((m) => m.theme)).toEqual(['dark', 'light']);
  });

  it('rejects requests the frame forgot when it reloads', async () => {
    const { bridge, send } = setup();
    send({ ns, type: 'ready' });
    const result = bridge.tokenize();
    send({ ns, type: 'ready' });
    await expect(result).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('dispose() stops listening and rejects what is pending with ABORTED', async () => {
    const { bridge, send, posted, onResize } = setup();
    send({ ns, type: 'ready' });
    const result = bridge.tokenize();
    bridge.dispose();
    await expect(result).rejects.toMatchObject({ code: 'ABORTED' });
    await expect(bridge.tokenize()).rejects.toMatchObject({ code: 'ABORTED' });
    send({ ns, type: 'ready' });
    send({ ns, type: 'resize', height: 1 });
    expect(posted().filter((m) => m.type === 'init')).toHaveLength(1);
    expect(onResize).not.toHaveBeenCalled();
  });
});

describe('createFrameBridge for the tax-id frame', () => {
  const setupTaxId = (options: { timeoutMs?: number } = {}) =>
    setupWith((o) => createFrameBridge(TAX_ID_FRAME, o), options);

  it('resolves tokenize() with the tax-id token of its request, its own fields only', async () => {
    const { bridge, send, posted, lastRequestId } = setupTaxId();
    send({ ns, type: 'ready' });
    const result = bridge.tokenize();
    expect(posted().map((m) => m.type)).toEqual(['init', 'tokenize']);
    send({ ns, type: 'taxIdTokenized', requestId: lastRequestId(), ...taxIdToken });
    await expect(result).resolves.toEqual(taxIdToken);
  });

  it("is not settled by a card frame's answer to the same request", async () => {
    vi.useFakeTimers();
    const { bridge, send, lastRequestId } = setupTaxId({ timeoutMs: 1000 });
    send({ ns, type: 'ready' });
    const settled = vi.fn();
    const result = bridge.tokenize();
    result.then(settled, settled);
    send({ ns, type: 'tokenized', requestId: lastRequestId(), ...token });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).not.toHaveBeenCalled();
    send({ ns, type: 'taxIdTokenized', requestId: lastRequestId(), ...taxIdToken });
    await expect(result).resolves.toEqual(taxIdToken);
  });

  it("leaves the card frame's tokenize() to a card token", async () => {
    vi.useFakeTimers();
    const { bridge, send, lastRequestId } = setup({ timeoutMs: 1000 });
    send({ ns, type: 'ready' });
    const result = bridge.tokenize().catch((e: unknown) => e);
    send({ ns, type: 'taxIdTokenized', requestId: lastRequestId(), ...taxIdToken });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ code: 'TIMEOUT', message: /card form/ });
  });

  it('speaks of the Social Security number field when it fails', async () => {
    vi.useFakeTimers();
    const { bridge, send, lastRequestId } = setupTaxId({ timeoutMs: 2000 });
    send({ ns, type: 'ready' });
    const timedOut = bridge.tokenize().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await timedOut).toMatchObject({
      code: 'TIMEOUT',
      message:
        'The Social Security number field did not answer within 2 seconds. Check the connection and try again.',
    });
    const refused = bridge.tokenize().catch((e: unknown) => e);
    send({ ns, type: 'error', requestId: lastRequestId(), code: 'RATE_LIMITED', message: 'm' });
    expect(await refused).toMatchObject({ code: 'RATE_LIMITED', message: 'm' });
    const reloaded = bridge.tokenize().catch((e: unknown) => e);
    send({ ns, type: 'ready' });
    expect(await reloaded).toMatchObject({
      code: 'NETWORK',
      message: 'The Social Security number field reloaded. Enter the number again.',
    });
    bridge.dispose();
    await expect(bridge.tokenize()).rejects.toMatchObject({
      code: 'ABORTED',
      message: 'The Social Security number field was removed.',
    });
  });
});
