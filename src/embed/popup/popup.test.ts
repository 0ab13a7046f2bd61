// mount() in popup mode: the panel, the window it opens, and the events the window reports.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../../api/errors.js';
import type { CompleteEvent } from '../../api/hostEvents.js';
import { readyEvent } from '../../checkout/hostEmitter.js';
import { BASE_URL, draftOrder, session, TOKEN } from '../../checkout/testing/fixtures.js';
import type { CheckoutHandle } from '../checkoutHandle.js';
import { mount } from '../mount.js';
import { message, orderEvent, SERVICE_ORIGIN } from './testing/hostedMessages.js';

describe('mount({ mode: "popup" })', () => {
  let target: HTMLElement;
  let handle: CheckoutHandle | undefined;
  let frames: HTMLIFrameElement[];
  let open: ReturnType<typeof vi.spyOn>;

  /** A window to stand for the popup: a frame's, with `closed` the test can set. */
  function fakeWindow(): Window & { closed: boolean } {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    frames.push(frame);
    const view = frame.contentWindow as Window & { closed: boolean };
    Object.defineProperty(view, 'closed', { value: false, writable: true, configurable: true });
    return view;
  }

  const shadow = () => target.querySelector('.nftc-host')?.shadowRoot ?? null;
  const status = () => shadow()?.querySelector('[role="status"]')?.textContent ?? '';
  const button = () => shadow()?.querySelector('button') ?? null;
  const post = (data: unknown, source: Window | null, origin = SERVICE_ORIGIN) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  async function mountPopup(extra: Record<string, unknown> = {}) {
    handle = mount(target, { clientToken: TOKEN, baseUrl: BASE_URL, mode: 'popup', ...extra });
    await vi.waitFor(() => expect(button()).not.toBeNull());
  }

  async function openPopup() {
    const popup = fakeWindow();
    open.mockReturnValue(popup);
    button()?.click();
    return popup;
  }

  beforeEach(() => {
    frames = [];
    target = document.createElement('div');
    document.body.append(target);
    open = vi.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => {
    handle?.unmount();
    handle = undefined;
    target.remove();
    for (const frame of frames) frame.remove();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders a panel with a button and a live status, and opens nothing by itself', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await mountPopup();
    expect(button()?.textContent).toBe('Pay in a new window');
    expect(button()?.type).toBe('button');
    const region = shadow()?.querySelector('[role="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(status()).toBe('The checkout opens in a new window.');
    expect(shadow()?.querySelector('h2')?.textContent).toBe('Checkout');
    expect(open).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens the hosted page on the click, with the page origin to report to', async () => {
    await mountPopup();
    await openPopup();
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] as [string, string, string];
    const page = new URL(url);
    expect(page.origin + page.pathname).toBe(`${SERVICE_ORIGIN}/checkout`);
    expect(page.searchParams.get('client_token')).toBe(TOKEN);
    expect(page.searchParams.get('opener_origin')).toBe(location.origin);
    expect(name).toMatch(/^nftc-checkout-\d+$/);
    expect(features).toMatch(/^popup,width=\d+,height=\d+,left=\d+,top=\d+$/);
    expect(status()).toMatch(/^Waiting for the checkout window/);
    expect(button()?.textContent).toBe('Show the checkout window');
  });

  it('a second click shows the open window rather than opening another', async () => {
    await mountPopup();
    const popup = await openPopup();
    const focus = vi.spyOn(popup, 'focus').mockImplementation(() => undefined);
    button()?.click();
    expect(open).toHaveBeenCalledTimes(1);
    expect(focus).toHaveBeenCalled();
  });

  it('says so when the browser blocked the window', async () => {
    await mountPopup();
    button()?.click();
    expect(status()).toMatch(/your browser blocked it\. Allow pop-ups for this site/);
    expect(button()?.textContent).toBe('Pay in a new window');
  });

  it('dispatches only messages from the service origin and the popup itself, each event once', async () => {
    const onComplete = vi.fn();
    const onEvent = vi.fn();
    const onReady = vi.fn();
    await mountPopup({ onComplete, onEvent, onReady });
    const complete = vi.fn();
    handle?.on('complete', complete);
    const popup = await openPopup();
    const other = fakeWindow();
    const event = orderEvent('Complete', 3) as CompleteEvent;
    const data = message('complete', event as never);

    post(data, popup, 'https://evil.example');
    post(data, other);
    post(data, null);
    post({ ...data, payload: { ...data.payload, id: 'forged' } }, popup);
    expect(onComplete).not.toHaveBeenCalled();

    post(message('ready', readyEvent(session())), popup);
    post(message('ready', readyEvent(session())), popup);
    post(data, popup);
    post(data, popup);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({ id: event.id, txHash: event.txHash });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(status()).toBe('Purchase complete: your NFT is delivered.');
    expect(button()).toBeNull();

    // A listener added later hears the latest order event once, as inline.
    const late = vi.fn();
    handle?.on('event', late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('steps and errors: steps once each, errors each time as NftCheckoutError', async () => {
    const onActionRequired = vi.fn();
    const onError = vi.fn();
    await mountPopup({ onActionRequired, onError });
    const popup = await openPopup();
    const step = {
      type: 'action_required' as const,
      id: `${draftOrder().id}:action:2`,
      orderId: draftOrder().id,
      referenceId: null,
      action: 'challenge' as const,
      sequence: 2,
      at: '2026-11-22T10:04:00.000Z',
    };
    post(message('action_required', step), popup);
    post(message('action_required', step), popup);
    const error = { code: 'NETWORK' as const, message: 'The connection dropped.', issues: [] };
    post(message('error', error), popup);
    post(message('error', error), popup);
    expect(onActionRequired).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(2);
    const received = onError.mock.calls[0]?.[0];
    expect(received).toBeInstanceOf(NftCheckoutError);
    expect(received).toMatchObject({ code: 'NETWORK', message: 'The connection dropped.' });
  });

  it('a retry after a decline is not an outcome: the panel points back to the window', async () => {
    await mountPopup();
    const popup = await openPopup();
    post(message('declined', orderEvent('Declined', 3, 1) as never), popup);
    expect(status()).toMatch(/^Payment declined: try another payment method/);
    expect(button()?.textContent).toBe('Show the checkout window');
  });

  it('says when the buyer closed the window before an outcome, and offers to reopen it', async () => {
    vi.useFakeTimers();
    await mountPopup();
    const popup = await openPopup();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    expect(status()).toBe('The checkout window was closed before the purchase finished.');
    expect(button()?.textContent).toBe('Reopen the checkout window');
    await openPopup();
    expect(open).toHaveBeenCalledTimes(2);
    expect(status()).toMatch(/^Waiting for the checkout window/);
  });

  it('keeps the outcome when the window closes after it', async () => {
    vi.useFakeTimers();
    await mountPopup();
    const popup = await openPopup();
    post(message('processed', orderEvent('Processed', 3) as never), popup);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    expect(status()).toBe('Payment received: your NFT is on its way.');
    expect(button()).toBeNull();
  });

  it('unmount removes the panel and stops listening', async () => {
    const onComplete = vi.fn();
    await mountPopup({ onComplete });
    const popup = await openPopup();
    handle?.unmount();
    handle = undefined;
    expect(target.querySelector('.nftc-host')).toBeNull();
    post(message('complete', orderEvent('Complete', 3) as never), popup);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('refuses a page without an http(s) origin with CONFIGURATION', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'null' });
    const onError = vi.fn();
    handle = mount(target, { clientToken: TOKEN, baseUrl: BASE_URL, mode: 'popup', onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'CONFIGURATION' });
    expect(status()).toMatch(/must be served over http\(s\)/);
    expect(button()).toBeNull();
  });
});
