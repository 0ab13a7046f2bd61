import { createElement, render } from 'preact';
import { NftCheckoutError } from '../api/errors.js';
import { nextTask } from '../api/nextTask.js';
import { type CheckoutDeps, createCheckoutModel } from '../checkout/model.js';
import {
  type CheckoutOptions,
  type CheckoutOptionsInput,
  type OptionDefaults,
  parseOptions,
} from '../checkout/options.js';
import { CheckoutShadow } from '../checkout/views/CheckoutShadow/CheckoutShadow.js';
import type { CheckoutHandle, MountedCheckout } from './checkoutHandle.js';
import { mountPopup } from './popupMount.js';

/** Internal hooks for tests and the script-tag entry; not part of the documented API. */
export interface MountInternals extends CheckoutDeps {
  defaults?: OptionDefaults | undefined;
}

function resolveTarget(target: unknown): HTMLElement {
  if (typeof target === 'string') {
    let found: Element | null = null;
    try {
      found = document.querySelector(target);
    } catch {
      throw new NftCheckoutError(
        'CONFIGURATION',
        `mount(): "${target}" is not a valid CSS selector. Pass an element or a selector such as "#checkout".`,
      );
    }
    if (!(found instanceof HTMLElement)) {
      throw new NftCheckoutError(
        'CONFIGURATION',
        `mount(): no element matches "${target}". Add <div id="checkout"></div> to the page before calling mount("#checkout", options).`,
      );
    }
    return found;
  }
  if (typeof HTMLElement !== 'undefined' && target instanceof HTMLElement) return target;
  throw new NftCheckoutError(
    'CONFIGURATION',
    'mount(): the target must be an HTMLElement or a CSS selector string, e.g. mount("#checkout", { clientToken, baseUrl }).',
  );
}

/** update() and submit() where they cannot work: after unmount(), or in popup mode. */
const inert = (call: string) =>
  new NftCheckoutError(
    'CONFIGURATION',
    `${call}() works on a mounted inline checkout: not after unmount(), nor with mode "popup".`,
  );

function mountInline(
  container: HTMLElement,
  options: CheckoutOptions,
  deps: CheckoutDeps,
): MountedCheckout {
  const model = createCheckoutModel(options, deps);
  render(createElement(CheckoutShadow, { model }), container);
  // The session request goes out in the next task: the mounting one is already the longest,
  // and a key press on the page meanwhile would wait for both.
  void nextTask().then(model.load);
  return {
    on: model.on,
    update: model.update,
    submit: model.submit,
    dispose() {
      render(null, container);
      model.dispose();
    },
  };
}

/**
 * Renders the checkout into `target` (an element or a selector), or with `mode: 'popup'` a panel
 * that opens the hosted checkout page in a popup. The target and every option are checked first:
 * on any problem it throws NftCheckoutError('CONFIGURATION') and renders nothing. Works from any
 * framework or none.
 */
export function mount(
  target: HTMLElement | string,
  options: CheckoutOptionsInput,
  internals: MountInternals = {},
): CheckoutHandle {
  const element = resolveTarget(target);
  const { defaults, ...deps } = internals;
  const parsed = parseOptions(options, defaults);
  const container = element.ownerDocument.createElement('div');
  container.className = 'nftc-mount';
  element.appendChild(container);
  const checkout =
    parsed.mode === 'popup' ? mountPopup(container, parsed) : mountInline(container, parsed, deps);
  let mounted = true;
  return {
    unmount() {
      if (!mounted) return;
      mounted = false;
      checkout.dispose();
      container.remove();
    },
    on(type, listener) {
      return mounted ? checkout.on(type, listener) : () => undefined;
    },
    update(input) {
      if (!mounted || !checkout.update) throw inert('update');
      checkout.update(input);
    },
    submit() {
      return mounted && checkout.submit ? checkout.submit() : Promise.reject(inert('submit'));
    },
  };
}
