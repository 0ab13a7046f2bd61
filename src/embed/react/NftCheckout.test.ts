import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { Component, createElement, createRef, type ReactNode, StrictMode, version } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderState } from '../../api/checkout.js';
import { NftCheckoutError } from '../../api/errors.js';
import type { CheckoutEvent } from '../../api/hostEvents.js';
import {
  BASE_URL,
  createFakeService,
  type FakeService,
  session,
  stateWith,
  TOKEN,
} from '../../checkout/testing/fakeService.js';
import { SETTLED } from '../../test/deadlines.js';
import { NftCheckout, type NftCheckoutProps, type NftCheckoutRef } from './index.js';

// The same file runs under React 19 and React 18 (vite.config.ts: projects react19, react18).
const REACT_MAJOR = process.env.NFTC_REACT_MAJOR ?? '19';
const OTHER_TOKEN = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

// The widget remembers per order which events it delivered (for the whole page, as across
// mounts): each test has an order of its own.
let orders = 0;
let orderId = '';
const withOrder = (state: OrderState): OrderState => ({
  ...state,
  order: { ...state.order, id: orderId },
});

let service: FakeService;
beforeEach(() => {
  orderId = `ord_${++orders}`;
  service = createFakeService(session({ state: withOrder(stateWith([])) }));
  vi.stubGlobal('fetch', service.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const checkout = (props: NftCheckoutProps) => createElement(NftCheckout, props);
const mounts = () => document.querySelectorAll('.nftc-react > .nftc-mount');
const step = () =>
  document
    .querySelector('.nftc-host')
    ?.shadowRoot?.querySelector('.nftc-root')
    ?.getAttribute('data-step');
const sessionCalls = () => service.callsTo('GET', '/checkout/session');
const done = () => withOrder(stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0x9' }));

/** What a host would put around the checkout: the error thrown while rendering, shown. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? createElement('p', { role: 'alert' }, 'failed') : this.props.children;
  }
}

describe(`NftCheckout for React ${REACT_MAJOR}`, () => {
  it('runs on the React the project aliases', () => {
    expect(version.split('.')[0]).toBe(REACT_MAJOR);
  });

  it('mounts the widget into its element on commit and removes it on unmount', async () => {
    const { container, unmount } = render(checkout({ clientToken: TOKEN, baseUrl: BASE_URL }));
    expect(container.querySelector('.nftc-react > .nftc-mount > .nftc-host')).not.toBeNull();
    await waitFor(() => expect(step()).toBe('details'), SETTLED);
    await waitFor(() => expect(service.openRequests()).toBe(1));
    act(() => unmount());
    expect(mounts()).toHaveLength(0);
    await waitFor(() => expect(service.openRequests()).toBe(0));
  });

  it("survives StrictMode's double mount: one checkout, one ready, each event once", async () => {
    const onReady = vi.fn();
    const onProcessed = vi.fn();
    const onComplete = vi.fn();
    const seen: CheckoutEvent[] = [];
    render(
      createElement(
        StrictMode,
        null,
        checkout({
          clientToken: TOKEN,
          baseUrl: BASE_URL,
          onReady,
          onProcessed,
          onComplete,
          onEvent: (event) => seen.push(event),
        }),
      ),
    );
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(service.openRequests()).toBe(1));
    expect(mounts()).toHaveLength(1);
    const stream = service.lastStream()!;
    stream.send(done());
    stream.send(done());
    await waitFor(() => expect(step()).toBe('complete'));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onProcessed).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(seen.map((event) => event.id)).toEqual([`${orderId}:2`, `${orderId}:3`]);
    expect(service.callsTo('POST', '/checkout/confirm')).toHaveLength(0);
    expect(service.openRequests()).toBe(0);
  });

  it('calls the latest callbacks without mounting again', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const props = { clientToken: TOKEN, baseUrl: BASE_URL };
    const onReady = vi.fn();
    const { rerender } = render(checkout({ ...props, onReady, onComplete: first }));
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(service.openRequests()).toBe(1));
    const mounted = mounts()[0];
    // A callback the first render did not have is called too.
    const onProcessed = vi.fn();
    rerender(checkout({ ...props, onReady, onComplete: second, onProcessed }));
    service.lastStream()!.send(done());
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
    expect(onProcessed).toHaveBeenCalledTimes(1);
    expect(mounts()[0]).toBe(mounted);
    expect(sessionCalls()).toHaveLength(1);
  });

  it('applies a new locale, appearance, submitButton and expressWallets live, keeping what was typed', async () => {
    const props = { clientToken: TOKEN, baseUrl: BASE_URL, locale: 'en-US' };
    const { rerender } = render(checkout({ ...props, appearance: { theme: 'light' } }));
    await waitFor(() => expect(step()).toBe('details'));
    const mounted = mounts()[0];
    const shadow = () => document.querySelector('.nftc-host')!.shadowRoot as unknown as HTMLElement;
    const firstName = () => within(shadow()).getByLabelText('First name') as HTMLInputElement;
    fireEvent.input(firstName(), { target: { value: 'Augusta' } });
    const theme = () => shadow().querySelector('.nftc-root')?.getAttribute('data-theme');
    expect(theme()).toBe('light');

    // The same appearance as a new object is no change; a new theme is one.
    rerender(checkout({ ...props, appearance: { theme: 'light' } }));
    rerender(checkout({ ...props, locale: 'en-GB', appearance: { theme: 'dark' } }));
    await waitFor(() => expect(theme()).toBe('dark'));
    const flags = { submitButton: false, expressWallets: true };
    rerender(checkout({ ...props, appearance: { theme: 'dark' }, ...flags }));
    expect(mounts()[0]).toBe(mounted);
    expect(firstName().value).toBe('Augusta');
    expect(sessionCalls()).toHaveLength(1);
  });

  it('mounts again when the clientToken, baseUrl or mode changes', async () => {
    const onReady = vi.fn();
    const { rerender } = render(checkout({ clientToken: TOKEN, baseUrl: BASE_URL, onReady }));
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    const first = mounts()[0];

    service.setSession(session({ state: withOrder(stateWith(['Expired'])) }));
    rerender(checkout({ clientToken: OTHER_TOKEN, baseUrl: BASE_URL, onReady }));
    await waitFor(() => expect(step()).toBe('expired'));
    expect(mounts()).toHaveLength(1);
    expect(mounts()[0]).not.toBe(first);
    expect(sessionCalls()).toHaveLength(2);
    expect(sessionCalls()[1]?.headers.authorization).toBe(`Bearer ${OTHER_TOKEN}`);

    rerender(checkout({ clientToken: OTHER_TOKEN, baseUrl: `${BASE_URL}/`, onReady }));
    await waitFor(() => expect(sessionCalls()).toHaveLength(3));
    expect(mounts()).toHaveLength(1);

    const third = mounts()[0];
    rerender(checkout({ clientToken: OTHER_TOKEN, baseUrl: BASE_URL, onReady, mode: 'popup' }));
    await waitFor(() => expect(step()).toBe('popup'));
    expect(mounts()).toHaveLength(1);
    expect(mounts()[0]).not.toBe(third);
  });

  it("gives a ref the mounted checkout's submit(), across a re-mount, refused once unmounted", async () => {
    const ref = createRef<NftCheckoutRef>();
    const props = { clientToken: TOKEN, baseUrl: BASE_URL, submitButton: false, ref };
    const { rerender, unmount } = render(createElement(NftCheckout, props));
    await waitFor(() => expect(step()).toBe('details'));
    // The checkout's own answer: nothing to pay on the details step.
    await waitFor(() =>
      expect(ref.current!.submit()).rejects.toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining('"details"'),
      }),
    );
    rerender(createElement(NftCheckout, { ...props, clientToken: OTHER_TOKEN }));
    await waitFor(() => expect(sessionCalls()).toHaveLength(2));
    await waitFor(() =>
      expect(ref.current!.submit()).rejects.toMatchObject({ code: 'VALIDATION' }),
    );
    const held = ref.current!;
    act(() => unmount());
    expect(ref.current).toBeNull();
    await expect(held.submit()).rejects.toMatchObject({
      code: 'CONFIGURATION',
      message: expect.stringContaining('not mounted'),
    });
    expect(service.callsTo('POST', '/checkout/confirm')).toHaveLength(0);
  });

  it("passes mount()'s options through: mode popup renders the popup's panel", async () => {
    render(checkout({ clientToken: TOKEN, baseUrl: BASE_URL, mode: 'popup' }));
    const button = () => document.querySelector('.nftc-host')?.shadowRoot?.querySelector('button');
    await waitFor(() => expect(button()).toBeTruthy());
    expect(step()).toBe('popup');
    expect(service.calls).toEqual([]);
  });

  it('throws the CONFIGURATION error of invalid props while rendering, mounting nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const caught: unknown[] = [];
    vi.spyOn(Boundary, 'getDerivedStateFromError').mockImplementation((error) => {
      caught.push(error);
      return { error };
    });
    // React 18 in development also reports a render error as a window error event, which jsdom
    // would print: the boundary has it, so it is quietened here.
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    const bad = { clientToken: TOKEN, baseUrl: BASE_URL, onCompleted: () => {} };
    const { getByRole } = render(
      createElement(Boundary, null, checkout(bad as unknown as NftCheckoutProps)),
    );
    window.removeEventListener('error', quiet);
    expect(getByRole('alert').textContent).toBe('failed');
    expect(caught[0]).toBeInstanceOf(NftCheckoutError);
    expect((caught[0] as NftCheckoutError).code).toBe('CONFIGURATION');
    expect((caught[0] as Error).message).toMatch(/Unknown option onCompleted/);
    expect(mounts()).toHaveLength(0);
    expect(service.calls).toEqual([]);
  });
});
