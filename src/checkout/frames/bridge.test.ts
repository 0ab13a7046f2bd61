import { afterEach, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../../api/errors.js';
import { NAMESPACE as ns } from '../../api/frameProtocol.js';
import { createCardFrameBridge } from '../../slices/card/widget/cardKind.js';
import { FRAME_ORIGIN, init, setup, setupWith, token } from './testing/bridgeHarness.js';

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
