// <nft-checkout> on the page: when it mounts, updates and unmounts, and the events it dispatches.
import { describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../api/errors.js';
import { create, tick, useElementHarness } from './testing/elementHarness.js';
import { lastOptions, mount, unmounts, updates } from './testing/fakeMount.js';

vi.mock('./mount.js', async () => ({ mount: (await import('./testing/fakeMount.js')).mount }));

useElementHarness();

describe('<nft-checkout>', () => {
  it('mounts into its shadow root when connected', () => {
    const element = create({ 'client-token': 'ctok_1', 'base-url': 'https://svc.example/v1' });
    expect(mount).not.toHaveBeenCalled();
    document.body.append(element);
    expect(mount).toHaveBeenCalledTimes(1);
    const [target, options] = mount.mock.calls[0]!;
    expect(element.shadowRoot?.contains(target as Node)).toBe(true);
    expect(options).toMatchObject({ clientToken: 'ctok_1', baseUrl: 'https://svc.example/v1' });
  });

  it('dispatches a bubbling, composed CustomEvent per checkout event', () => {
    const element = create({ 'client-token': 'ctok_1' });
    const heard: CustomEvent[] = [];
    const names = [
      'nftc-ready',
      'nftc-expired',
      'nftc-processed',
      'nftc-declined',
      'nftc-cancelled',
      'nftc-complete',
      'nftc-error',
    ];
    const listener = (e: Event) => heard.push(e as CustomEvent);
    for (const name of names) document.addEventListener(name, listener);
    document.body.append(element);
    const options = lastOptions();
    const ready = { type: 'ready', orderId: 'o1' };
    options.onReady?.(ready);
    for (const type of ['expired', 'processed', 'declined', 'cancelled', 'complete']) {
      options.onEvent?.({ type, orderId: 'o1', sequence: 2 });
    }
    const failure = new NftCheckoutError('NETWORK', 'offline');
    options.onError?.(failure);

    expect(heard.map((e) => e.type)).toEqual(names);
    expect(heard.every((e) => e.bubbles && e.composed)).toBe(true);
    expect(heard[0]?.detail).toBe(ready);
    expect(heard[5]?.detail).toMatchObject({ type: 'complete', sequence: 2 });
    expect(heard[6]?.detail).toBe(failure);
    for (const name of names) document.removeEventListener(name, listener);
  });

  it('dispatches nftc-verification for each step of the identity check', () => {
    const element = create({ 'client-token': 'ctok_1' });
    const heard: CustomEvent[] = [];
    const listener = (e: Event) => heard.push(e as CustomEvent);
    document.addEventListener('nftc-verification', listener);
    document.body.append(element);
    const required = { type: 'verification', id: 'o1:verification:1', phase: 'required' };
    const failed = { type: 'verification', id: 'o1:verification:3', phase: 'failed' };
    lastOptions().onVerification?.(required);
    lastOptions().onVerification?.(failed);
    expect(heard.map((e) => e.detail)).toEqual([required, failed]);
    expect(heard.every((e) => e.bubbles && e.composed)).toBe(true);
    document.removeEventListener('nftc-verification', listener);
  });

  it('dispatches nftc-wallet-unavailable for each wallet that cannot pay', () => {
    const element = create({ 'client-token': 'ctok_1' });
    const heard: CustomEvent[] = [];
    const listener = (e: Event) => heard.push(e as CustomEvent);
    document.addEventListener('nftc-wallet-unavailable', listener);
    document.body.append(element);
    const told = {
      type: 'wallet_unavailable',
      id: 'o1:wallet:apple_pay',
      orderId: 'o1',
      referenceId: null,
      wallet: 'apple_pay',
      reason: 'domain_not_registered',
      at: '2026-12-07T10:00:00.000Z',
    } as const;
    lastOptions().onWalletUnavailable?.(told);
    expect(heard.map((e) => e.detail)).toEqual([told]);
    expect(heard.every((e) => e.bubbles && e.composed)).toBe(true);
    document.removeEventListener('nftc-wallet-unavailable', listener);
  });

  it('dispatches nftc-error and renders nothing when the attributes are invalid', () => {
    mount.mockImplementationOnce(() => {
      throw new NftCheckoutError(
        'CONFIGURATION',
        'Invalid checkout options: baseUrl must be the service URL.',
        { issues: [{ path: 'baseUrl', message: 'baseUrl must be the service URL.' }] },
      );
    });
    const element = create({ 'client-token': 'ctok_1', 'base-url': 'ftp://x' });
    const errors: CustomEvent[] = [];
    element.addEventListener('nftc-error', (e) => errors.push(e as CustomEvent));
    expect(() => document.body.append(element)).not.toThrow();
    expect(errors).toHaveLength(1);
    const error = errors[0]?.detail as NftCheckoutError;
    expect(error).toBeInstanceOf(NftCheckoutError);
    expect(error.code).toBe('CONFIGURATION');
    expect(error.message).toBe(
      '<nft-checkout>: Invalid checkout options: base-url must be the service URL.',
    );
    expect(error.issues).toEqual([
      { path: 'base-url', message: 'base-url must be the service URL.' },
    ]);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('turns an unexpected mount failure into a typed error too', () => {
    mount.mockImplementationOnce(() => {
      throw new TypeError('boom');
    });
    const element = create({ 'client-token': 'ctok_1' });
    const errors: CustomEvent[] = [];
    element.addEventListener('nftc-error', (e) => errors.push(e as CustomEvent));
    document.body.append(element);
    expect(errors[0]?.detail).toMatchObject({ code: 'CONFIGURATION' });
  });

  it('unmounts when disconnected', () => {
    const element = create({ 'client-token': 'ctok_1' });
    document.body.append(element);
    element.remove();
    expect(unmounts[0]).toHaveBeenCalledTimes(1);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('mounts again, once, after attributes change', async () => {
    const element = create({ 'client-token': 'ctok_1' });
    document.body.append(element);
    element.setAttribute('client-token', 'ctok_2');
    element.setAttribute('base-url', 'https://svc.example/v1');
    element.setAttribute('base-url', 'https://svc.example/v1');
    await tick();
    expect(mount).toHaveBeenCalledTimes(2);
    expect(unmounts[0]).toHaveBeenCalledTimes(1);
    expect(lastOptions()).toMatchObject({
      clientToken: 'ctok_2',
      baseUrl: 'https://svc.example/v1',
    });
    expect(element.shadowRoot?.childNodes).toHaveLength(1);
  });

  it('updates the running checkout for a new locale, theme or express-wallets, without mounting again', async () => {
    const element = create({ 'client-token': 'ctok_1', locale: 'en-US' });
    document.body.append(element);
    element.setAttribute('locale', 'fr-FR');
    element.setAttribute('theme', 'dark');
    await tick();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(unmounts[0]).not.toHaveBeenCalled();
    expect(updates[0]).toHaveBeenCalledTimes(1);
    expect(updates[0]).toHaveBeenCalledWith({ locale: 'fr-FR', appearance: { theme: 'dark' } });
    element.removeAttribute('theme');
    await tick();
    expect(updates[0]).toHaveBeenLastCalledWith({ locale: 'fr-FR', appearance: undefined });
    element.setAttribute('express-wallets', '');
    await tick();
    expect(updates[0]).toHaveBeenLastCalledWith({ locale: 'fr-FR', expressWallets: true });
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('keeps the checkout when update() refuses the new attributes, and says why', async () => {
    const element = create({ 'client-token': 'ctok_1' });
    const errors: NftCheckoutError[] = [];
    element.addEventListener('nftc-error', (e) => errors.push((e as CustomEvent).detail));
    document.body.append(element);
    updates[0]?.mockImplementationOnce(() => {
      throw new NftCheckoutError('CONFIGURATION', 'locale must be a BCP 47 language tag.');
    });
    element.setAttribute('locale', '12 34');
    await tick();
    expect(unmounts[0]).not.toHaveBeenCalled();
    expect(element.shadowRoot?.childNodes).toHaveLength(1);
    expect(errors.map((e) => e.message)).toEqual([
      '<nft-checkout>: locale must be a BCP 47 language tag.',
    ]);
  });

  it('hands the buyer form from one mount to the next, until it leaves the page', async () => {
    const element = create({ 'client-token': 'ctok_1' });
    document.body.append(element);
    element.setAttribute('client-token', 'ctok_2');
    await tick();
    const kept = (call: number) =>
      (mount.mock.calls[call]?.[2] as { form: object } | undefined)?.form;
    expect(kept(1)).toBe(kept(0));
    element.remove();
    document.body.append(element);
    expect(kept(2)).not.toBe(kept(0));
  });

  it('dispatches nftc-change with where the buyer is', () => {
    const element = create({ 'client-token': 'ctok_1' });
    const heard: unknown[] = [];
    element.addEventListener('nftc-change', (e) => heard.push((e as CustomEvent).detail));
    document.body.append(element);
    const change = { type: 'change', step: 'review', complete: true };
    lastOptions().onChange?.(change);
    expect(heard).toEqual([change]);
  });

  it('takes the running checkout down when new attributes are invalid', async () => {
    const element = create({ 'client-token': 'ctok_1' });
    const errors: Event[] = [];
    element.addEventListener('nftc-error', (e) => errors.push(e));
    document.body.append(element);
    mount.mockImplementationOnce(() => {
      throw new NftCheckoutError('CONFIGURATION', 'clientToken must not be empty.');
    });
    element.setAttribute('client-token', '');
    await tick();
    expect(unmounts[0]).toHaveBeenCalledTimes(1);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect(errors).toHaveLength(1);
  });

  it('does not mount for attribute changes while disconnected', async () => {
    const element = create({ 'client-token': 'ctok_1' });
    element.setAttribute('client-token', 'ctok_2');
    await tick();
    expect(mount).not.toHaveBeenCalled();
  });

  it('ignores attributes it does not use', async () => {
    const element = create({ 'client-token': 'ctok_1' });
    document.body.append(element);
    element.setAttribute('class', 'wide');
    await tick();
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
