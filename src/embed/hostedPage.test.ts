import { afterEach, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../api/errors.js';
import { readyEvent } from '../checkout/hostEmitter.js';
import type { CheckoutOptionsInput } from '../checkout/options.js';
import { session } from '../checkout/testing/fixtures.js';
import { type HostedPageConfig, hostedPageHtml } from '../sandbox/hosted/page.js';
import { readHostedMessage } from './popup/protocol.js';

const CONFIG: HostedPageConfig = {
  clientToken: '0b6f0c2e-6a58-4d8e-9f3a-1c2d3e4f5a6b',
  baseUrl: 'http://sandbox.test/v1',
  orderId: 'ord-1',
  status: 'Draft',
  merchantName: 'Nebula <Mart>',
};

/** The page as the service serves it, in this document; returns what mount() was given. */
async function loadPage(config: HostedPageConfig, opener: { postMessage: unknown } | null = null) {
  const page = new DOMParser().parseFromString(hostedPageHtml(config), 'text/html');
  document.head.replaceChildren(
    ...[...page.head.childNodes].map((n) => document.importNode(n, true)),
  );
  document.body.replaceChildren(
    ...[...page.body.childNodes].map((n) => document.importNode(n, true)),
  );
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  let options: CheckoutOptionsInput | undefined;
  const mount = vi.fn((_target: string, given: CheckoutOptionsInput) => {
    options = given;
    return { unmount: () => undefined, on: () => () => undefined };
  });
  Object.assign(window, { NftCheckout: { mount } });
  vi.resetModules();
  await import('./hostedPage.js');
  return { mount, options: () => options as CheckoutOptionsInput };
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const complete = { ...readyEvent(session()), type: 'complete', status: 'Complete' } as never;

afterEach(() => {
  Reflect.deleteProperty(window, 'NftCheckout');
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
  vi.restoreAllMocks();
});

describe('the hosted page script', () => {
  it('mounts the checkout with the page configuration and nothing else', async () => {
    const { mount, options } = await loadPage(CONFIG);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0]?.[0]).toBe('#nftc-checkout');
    expect(options()).toMatchObject({ clientToken: CONFIG.clientToken, baseUrl: CONFIG.baseUrl });
    expect(options().mode).toBeUndefined();
    expect(document.querySelector('.nftc-page-merchant')?.textContent).toBe('Nebula <Mart>');
  });

  it('without redirect_url: no return control at all, even after the outcome', async () => {
    const { options } = await loadPage(CONFIG);
    expect(byId('nftc-back').hidden).toBe(true);
    options().onComplete?.(complete);
    expect(byId('nftc-return').hidden).toBe(true);
    expect(byId('nftc-back').hidden).toBe(true);
  });

  it('with redirect_url: Back to the shop at once, Return to the shop after the outcome', async () => {
    const redirectUrl = 'https://shop.example/return?cart=7';
    const { options } = await loadPage({ ...CONFIG, redirectUrl });
    const back = byId('nftc-back') as HTMLAnchorElement;
    expect(back.hidden).toBe(false);
    expect(back.href).toBe('https://shop.example/return?cart=7&order_id=ord-1&status=Draft');

    options().onReady?.(readyEvent(session()));
    options().onDeclined?.({ type: 'declined', status: 'Declined', attemptsLeft: 1 } as never);
    expect(byId('nftc-return').hidden).toBe(true);
    expect(back.href).toMatch(/status=Declined$/);

    options().onComplete?.(complete);
    expect(back.hidden).toBe(true);
    expect(byId('nftc-return').hidden).toBe(false);
    const link = byId('nftc-return-link') as HTMLAnchorElement;
    expect(link.hidden).toBe(false);
    expect(link.textContent).toBe('Return to the shop');
    expect(link.href).toBe('https://shop.example/return?cart=7&order_id=ord-1&status=Complete');
    expect(byId('nftc-close').hidden).toBe(true);
    expect(byId('nftc-page-status').textContent).toBe(
      'Purchase complete. Return to Nebula <Mart> with the link after the checkout.',
    );
  });

  it('a declined order with no attempts left, and an order final on arrival, end the purchase', async () => {
    const redirectUrl = 'https://shop.example/return';
    const first = await loadPage({ ...CONFIG, redirectUrl });
    first.options().onDeclined?.({ status: 'Declined', attemptsLeft: 0 } as never);
    expect((byId('nftc-return-link') as HTMLAnchorElement).href).toMatch(/status=Declined$/);
    expect(byId('nftc-return').hidden).toBe(false);

    const second = await loadPage({ ...CONFIG, redirectUrl });
    second.options().onReady?.({ ...readyEvent(session()), status: 'Refunded' });
    expect((byId('nftc-return-link') as HTMLAnchorElement).href).toMatch(/status=Refunded$/);
  });

  it('in a popup: posts every event to the opener at its exact origin, errors as data', async () => {
    const postMessage = vi.fn();
    const openerOrigin = 'https://shop.example';
    const { options } = await loadPage({ ...CONFIG, openerOrigin }, { postMessage });
    const ready = readyEvent(session());
    options().onReady?.(ready);
    options().onError?.(new NftCheckoutError('NETWORK', 'Lost.', { issues: [] }));
    expect(postMessage).toHaveBeenCalledTimes(2);
    const [first, target] = postMessage.mock.calls[0] as [unknown, string];
    expect(target).toBe(openerOrigin);
    expect(readHostedMessage(first)).toMatchObject({ type: 'ready', payload: ready });
    const [error] = postMessage.mock.calls[1] as [unknown];
    expect(readHostedMessage(JSON.parse(JSON.stringify(error)))).toMatchObject({
      type: 'error',
      payload: { code: 'NETWORK', message: 'Lost.', issues: [] },
    });

    options().onComplete?.(complete);
    expect(byId('nftc-return').hidden).toBe(false);
    expect(byId('nftc-return-link').hidden).toBe(true);
    const close = byId('nftc-close') as HTMLButtonElement;
    expect(close.hidden).toBe(false);
    const closeWindow = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    close.click();
    expect(closeWindow).toHaveBeenCalledTimes(1);
  });

  it('posts nothing without opener_origin, even with an opener', async () => {
    const postMessage = vi.fn();
    const { options } = await loadPage(CONFIG, { postMessage });
    options().onReady?.(readyEvent(session()));
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('says so when the script-tag build did not load', async () => {
    const page = await loadPage(CONFIG);
    Reflect.deleteProperty(window, 'NftCheckout');
    vi.resetModules();
    await import('./hostedPage.js');
    expect(page.mount).toHaveBeenCalledTimes(1);
    expect(byId('nftc-checkout').textContent).toMatch(/could not load/);
    expect(byId('nftc-page-status').textContent).toMatch(/could not load/);
  });

  it('refuses a configuration it did not expect, naming the fields', async () => {
    await expect(
      loadPage({ ...CONFIG, redirectUrl: 'javascript:alert(1)', openerOrigin: 'null' }),
    ).rejects.toThrow(/configuration is invalid: redirectUrl, openerOrigin/);
  });
});
