import { act, render } from '@testing-library/preact';
import { vi } from 'vitest';
import { CardFrame, type CardFrameHandle } from '../CardFrame.js';

/** The card frame's tests' harness: a CardFrame rendered, its frame's messages faked. */
export const FRAME_ORIGIN = 'https://svc.example';
export const frameUrl = `${FRAME_ORIGIN}/v1/checkout/card-frame`;
export const token = {
  cardToken: 'ct_1',
  brand: 'visa',
  last4: '1157',
  paymentMethodType: 'us_debit',
};

export function renderFrame(overrides: Partial<Parameters<typeof CardFrame>[0]> = {}) {
  const handles: (CardFrameHandle | null)[] = [];
  const props = {
    frameUrl,
    clientToken: 'ctok_1',
    locale: 'en-US',
    theme: 'light' as const,
    title: 'Card details',
    onHandle: (handle: CardFrameHandle | null) => handles.push(handle),
    onValidityChange: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  };
  const view = render(<CardFrame {...props} />);
  return { ...view, props, handles, ...frameMessages(view.container) };
}

/**
 * A rendered frame's iframe, what the widget posts to it, and messages as if from it (any frame
 * kind: the card's and the tax id's tests share it).
 */
export function frameMessages(container: Element) {
  const iframe = () => container.querySelector('iframe');
  const frameWindow = () => iframe()!.contentWindow!;
  const spy = vi.spyOn(frameWindow(), 'postMessage');
  const fromFrame = (data: unknown, origin = FRAME_ORIGIN) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: frameWindow() }));
    });
  const posted = () => spy.mock.calls.map(([message]) => message);
  return { iframe, fromFrame, posted, spy };
}
