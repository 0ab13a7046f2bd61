import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../api/frameProtocol.js';
import { TAX_ID_FRAME } from '../../slices/taxId/widget/taxIdKind.js';
import { createFrameBridge } from './bridge.js';
import { setup, setupWith, taxIdToken, token } from './testing/bridgeHarness.js';

afterEach(() => vi.useRealTimers());

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
