import { vi } from 'vitest';
import { createCardFrameBridge } from '../../../slices/card/widget/cardKind.js';

/*
 * A frame bridge between a fake host window and a fake frame, for the bridge's tests: `send`
 * delivers a message as the frame (its origin and window unless told), `posted` reads what the
 * host sent it.
 */

export const FRAME_ORIGIN = 'https://svc.example';
const frameUrl = `${FRAME_ORIGIN}/v1/checkout/card-frame?origin=https%3A%2F%2Fshop.example`;
export const init = { clientToken: 'ctok_1', locale: 'en-US', theme: 'light' as const };
export const token = {
  cardToken: 'ct_1',
  brand: 'visa',
  last4: '1157',
  paymentMethodType: 'us_debit',
};

export const taxIdToken = { taxIdToken: 'tid_AbCdEfGhIjKlMnOp42', last4: '6789' };

export function setup(options: { timeoutMs?: number } = {}) {
  return setupWith(createCardFrameBridge, options);
}

export function setupWith<B>(
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
