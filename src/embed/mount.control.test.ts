import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../api/hostEvents.js';
import { thrown } from '../api/testing/failure.js';
import { memoryStore } from '../checkout/storage.js';
import {
  BASE_URL,
  createFakeService,
  type FakeService,
  TOKEN,
} from '../checkout/testing/fakeService.js';
import type { CheckoutHandle } from './checkoutHandle.js';
import { mount } from './mount.js';

let service: FakeService;
let target: HTMLElement;
let handle: CheckoutHandle | undefined;

const options = { clientToken: TOKEN, baseUrl: BASE_URL, locale: 'en-US' };
const internals = () => ({ fetch: service.fetch, store: memoryStore(), retry: { retries: 0 } });
const shadow = () => target.querySelector('.nftc-host')?.shadowRoot ?? null;
const root = () => shadow()?.querySelector<HTMLElement>('.nftc-root') ?? null;

beforeEach(() => {
  service = createFakeService();
  target = document.createElement('div');
  document.body.appendChild(target);
});
afterEach(() => {
  handle?.unmount();
  handle = undefined;
  target.remove();
});

describe('handle.update', () => {
  it('draws a new appearance in place and a new locale, keeping what the buyer typed', async () => {
    handle = mount(target, options, internals());
    await vi.waitFor(() => expect(root()?.dataset.step).toBe('details'));
    await vi.waitFor(() => expect(root()?.textContent).toContain('$10.00'), { timeout: 3000 });
    const firstName = () =>
      root()?.querySelector<HTMLInputElement>('input[autocomplete="given-name"]');
    const first = firstName() as HTMLInputElement;
    first.value = 'Augusta';
    first.dispatchEvent(new Event('input', { bubbles: true }));
    const host = target.querySelector('.nftc-host');
    const drawn = root();

    // A new appearance draws in place: the same elements, the same typed text.
    handle.update({ appearance: { theme: 'dark' } });
    await vi.waitFor(() => expect(root()?.dataset.theme).toBe('dark'));
    expect(root()).toBe(drawn);
    expect(firstName()).toBe(first);
    expect(first.value).toBe('Augusta');

    // A new locale formats in it; the model keeps what the buyer typed while its words load.
    handle.update({ locale: 'de-DE' });
    const dollars = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' });
    await vi.waitFor(() => expect(root()?.textContent).toContain(dollars.format(10)));
    expect(target.querySelector('.nftc-host')).toBe(host);
    expect(root()?.dataset.step).toBe('details');
    expect(firstName()?.value).toBe('Augusta');
    expect(root()?.dataset.theme).toBe('dark');
  });

  it('refuses clientToken, baseUrl and mode with CONFIGURATION', () => {
    handle = mount(target, options, internals());
    for (const key of ['clientToken', 'baseUrl', 'mode']) {
      const error = thrown(() => handle?.update({ [key]: 'x' }));
      expect(error.code).toBe('CONFIGURATION');
      expect(error.message).toContain('unmount(), then mount()');
    }
  });

  it('swaps onChange; a listener added late hears where the buyer is, once', async () => {
    const first = vi.fn();
    const second = vi.fn();
    handle = mount(target, { ...options, onChange: first }, internals());
    expect(first).toHaveBeenLastCalledWith({ type: 'change', step: 'details', complete: false });
    handle.update({ onChange: second });
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(second).toHaveBeenCalledWith({ type: 'change', step: 'details', complete: true });
    const late: ChangeEvent[] = [];
    handle.on('change', (event) => late.push(event));
    expect(late).toEqual([{ type: 'change', step: 'details', complete: true }]);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('update() and submit() say what is wrong after unmount() and in popup mode', async () => {
    const gone = mount(target, options, internals());
    gone.unmount();
    expect(thrown(() => gone.update({ locale: 'fr' })).code).toBe('CONFIGURATION');
    await expect(gone.submit()).rejects.toMatchObject({ code: 'CONFIGURATION' });
    handle = mount(target, { ...options, mode: 'popup' });
    expect(thrown(() => handle?.update({ locale: 'fr' })).message).toContain('popup');
    await expect(handle.submit()).rejects.toMatchObject({ code: 'CONFIGURATION' });
  });
});
