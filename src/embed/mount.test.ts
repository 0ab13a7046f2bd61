import { within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../api/errors.js';
import type { CheckoutEvent } from '../checkout/hostEmitter.js';
import { memoryStore } from '../checkout/storage.js';
import {
  BASE_URL,
  createFakeService,
  type FakeService,
  session,
  stateWith,
  TOKEN,
} from '../checkout/testing/fakeService.js';
import { preloadParts } from '../checkout/testing/parts.js';
import { SETTLED } from '../test/deadlines.js';
import type { CheckoutHandle } from './checkoutHandle.js';
import { mount } from './mount.js';

let service: FakeService;
let target: HTMLElement;
let handle: CheckoutHandle | undefined;

const options = { clientToken: TOKEN, baseUrl: BASE_URL, locale: 'en-US' };
const internals = () => ({ fetch: service.fetch, store: memoryStore(), retry: { retries: 0 } });
const shadow = () => target.querySelector('.nftc-host')?.shadowRoot ?? null;
const step = () => shadow()?.querySelector('.nftc-root')?.getAttribute('data-step');

beforeEach(() => {
  service = createFakeService();
  target = document.createElement('div');
  target.id = 'checkout';
  document.body.appendChild(target);
});
afterEach(() => {
  handle?.unmount();
  handle = undefined;
  target.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function configurationError(run: () => unknown): NftCheckoutError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(NftCheckoutError);
    expect((error as NftCheckoutError).code).toBe('CONFIGURATION');
    return error as NftCheckoutError;
  }
  throw new Error('expected a CONFIGURATION error');
}

describe('mount: validation before rendering', () => {
  it('refuses a selector that matches nothing, saying how to fix it', () => {
    const error = configurationError(() => mount('#nowhere', options, internals()));
    expect(error.message).toMatch(/no element matches "#nowhere"/);
    expect(service.calls).toEqual([]);
  });

  it('refuses an invalid selector and a target that is not an element', () => {
    expect(configurationError(() => mount('##', options)).message).toMatch(
      /not a valid CSS selector/,
    );
    expect(
      configurationError(() => mount(null as unknown as HTMLElement, options)).message,
    ).toMatch(/must be an HTMLElement or a CSS selector/);
  });

  it('refuses invalid options and renders nothing', () => {
    const error = configurationError(() =>
      mount(target, { ...options, clientToken: '' }, internals()),
    );
    expect(error.message).toMatch(/clientToken/);
    expect(target.childNodes).toHaveLength(0);
    expect(service.calls).toEqual([]);
  });
});

describe('mount: rendering and events', () => {
  it('renders by selector into an open shadow root and reaches the details', async () => {
    handle = mount('#checkout', options, internals());
    expect(shadow()?.mode).toBe('open');
    await vi.waitFor(() => expect(step()).toBe('details'), SETTLED);
    const root = shadow() as unknown as HTMLElement;
    expect(within(root).getByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('delivers events through on() and option callbacks, exactly once', async () => {
    const onComplete = vi.fn();
    handle = mount(target, { ...options, onComplete }, internals());
    const seen: CheckoutEvent[] = [];
    handle.on('event', (event) => seen.push(event));
    // The order feed's stream is open (the session's request, open before it, has closed).
    const stream = await vi.waitFor(() => {
      expect(service.openRequests()).toBe(1);
      return service.lastStream() ?? expect.fail('no stream yet');
    }, SETTLED);
    const done = stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0x9' });
    stream.send(done);
    stream.send(done);
    await vi.waitFor(() => expect(step()).toBe('complete'), SETTLED);
    expect(seen.map((e) => e.type)).toEqual(['processed', 'complete']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    handle.on('complete', late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('keeps two checkouts on one page apart', async () => {
    const other = document.createElement('div');
    document.body.appendChild(other);
    const second = createFakeService(session({ state: stateWith(['Expired']) }));
    handle = mount(target, options, internals());
    const secondHandle = mount(other, options, {
      fetch: second.fetch,
      store: memoryStore(),
    });
    await vi.waitFor(() => expect(step()).toBe('details'), SETTLED);
    const otherStep = () =>
      other
        .querySelector('.nftc-host')
        ?.shadowRoot?.querySelector('.nftc-root')
        ?.getAttribute('data-step');
    await vi.waitFor(() => expect(otherStep()).toBe('expired'), SETTLED);
    secondHandle.unmount();
    expect(step()).toBe('details');
    other.remove();
  });
});

describe('unmount', () => {
  it('removes the DOM and leaves no timer, listener or open request', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00.000Z') });
    const added = new Map<string, number>();
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, opts) => {
      added.set(type, (added.get(type) ?? 0) + 1);
      add(type, listener, opts);
    });
    vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, opts) => {
      added.set(type, (added.get(type) ?? 0) - 1);
      remove(type, listener, opts);
    });
    const timersBefore = vi.getTimerCount();
    const listener = vi.fn();
    handle = mount(target, options, internals());
    handle.on('event', listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(step()).toBe('details');
    expect(service.openRequests()).toBe(1);
    expect(vi.getTimerCount()).toBeGreaterThan(timersBefore);

    handle.unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(target.childNodes).toHaveLength(0);
    expect(service.openRequests()).toBe(0);
    expect(vi.getTimerCount()).toBe(timersBefore);
    for (const [type, count] of added) expect(count, `window "${type}" listeners`).toBe(0);

    handle.unmount();
    expect(handle.on('event', listener)).toBeTypeOf('function');
    expect(listener).not.toHaveBeenCalled();
  });

  it('also cleans up on the card step (the card frame listens to window messages)', async () => {
    // The payment step and the card are chunks; loaded first, as the prefetch does on a page.
    await preloadParts();
    handle = mount(target, options, internals());
    await vi.waitFor(() => expect(step()).toBe('details'), SETTLED);
    const root = within(shadow() as unknown as HTMLElement);
    // Continue names the next step once the session is in.
    (await root.findByRole('button', { name: 'Continue to payment' }, SETTLED)).click();
    await vi.waitFor(() => expect(step()).toBe('payment'), SETTLED);
    expect(root.getByTitle('Card details')).toBeTruthy();
    const removed = vi.spyOn(window, 'removeEventListener');
    handle.unmount();
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
    expect(target.childNodes).toHaveLength(0);
  });
});
