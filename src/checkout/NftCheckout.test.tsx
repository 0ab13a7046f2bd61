import { act, render, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../api/errors.js';
import { NftCheckout } from './NftCheckout.js';
import { adoptStyles } from './shadowStyles.js';
import { BASE_URL, createFakeService, type FakeService, TOKEN } from './testing/fakeService.js';

vi.mock(
  '../slices/card/widget/CardFrame.js',
  () => import('../slices/card/widget/testing/CardFrameStub.js'),
);

let service: FakeService;
beforeEach(() => {
  service = createFakeService();
  vi.stubGlobal('fetch', service.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const shadowOf = (container: Element) => {
  const root = container.querySelector('.nftc-host')?.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return root;
};

describe('NftCheckout', () => {
  it('renders into an open shadow root with its styles', async () => {
    const { container } = render(<NftCheckout clientToken={TOKEN} baseUrl={BASE_URL} />);
    const root = shadowOf(container);
    expect(root.mode).toBe('open');
    await waitFor(() =>
      expect(root.querySelector('.nftc-root')?.getAttribute('data-step')).toBe('details'),
    );
    // jsdom has no adoptedStyleSheets: the <style> fallback is used there.
    expect(root.querySelector('style')?.textContent).toContain('.nftc-root');
    expect(within(root as unknown as HTMLElement).getByLabelText('First name')).toBeTruthy();
    expect(container.querySelector('[style]')).toBeNull();
    expect(root.querySelector('[style]')).toBeNull();
  });

  it('calls the latest callback props', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <NftCheckout clientToken={TOKEN} baseUrl={BASE_URL} onReady={first} />,
    );
    rerender(<NftCheckout clientToken={TOKEN} baseUrl={BASE_URL} onReady={second} />);
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
    expect(service.callsTo('GET', '/checkout/session')).toHaveLength(1);
  });

  it('throws a CONFIGURATION error for invalid props, rendering nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let caught: unknown;
    try {
      render(<NftCheckout clientToken="" baseUrl={BASE_URL} />);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(NftCheckoutError);
    expect((caught as NftCheckoutError).code).toBe('CONFIGURATION');
    expect(service.calls).toEqual([]);
    vi.restoreAllMocks();
  });

  it('stops its stream when unmounted', async () => {
    const { unmount } = render(<NftCheckout clientToken={TOKEN} baseUrl={BASE_URL} />);
    await waitFor(() => expect(service.openRequests()).toBe(1));
    act(() => {
      unmount();
    });
    await waitFor(() => expect(service.openRequests()).toBe(0));
  });
});

describe('adoptStyles', () => {
  it('adopts one shared sheet plus the host variables, and takes them back', () => {
    const root = { adoptedStyleSheets: [] as CSSStyleSheet[] } as unknown as ShadowRoot;
    const undo = adoptStyles(root, { '--nftc-radius': '2px' });
    expect(undo).toBeTypeOf('function');
    expect(root.adoptedStyleSheets).toHaveLength(2);
    const other = { adoptedStyleSheets: [] as CSSStyleSheet[] } as unknown as ShadowRoot;
    adoptStyles(other, {});
    expect(other.adoptedStyleSheets).toHaveLength(1);
    expect(other.adoptedStyleSheets[0]).toBe(root.adoptedStyleSheets[0]);
    undo?.();
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });

  it('returns null where sheets cannot be adopted', () => {
    const host = document.createElement('div');
    expect(adoptStyles(host.attachShadow({ mode: 'open' }), {})).toBeNull();
  });
});
