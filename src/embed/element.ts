import { NftCheckoutError } from '../api/errors.js';
import {
  type ChangeEvent,
  type CheckoutEvent,
  domEventName,
  type ReadyEvent,
  type StepEvent,
} from '../api/hostEvents.js';
import { STEP_CALLBACK_NAMES } from '../api/stepEvents.js';
import type { CheckoutOptionsInput } from '../checkout/options.js';
import type { FormModel } from '../slices/details/widget/model.js';
import type { CheckoutHandle } from './checkoutHandle.js';
import { mount } from './mount.js';

export const ELEMENT_NAME = 'nft-checkout';

/**
 * Attribute → option it sets. A new `locale`, `theme` or `express-wallets` updates the checkout
 * in place; a new `client-token` or `base-url` mounts it again, with what the buyer typed.
 */
export const ELEMENT_ATTRIBUTES = {
  'client-token': 'clientToken',
  'base-url': 'baseUrl',
  locale: 'locale',
  theme: 'appearance.theme',
  'express-wallets': 'expressWallets',
} as const;
type AttributeName = keyof typeof ELEMENT_ATTRIBUTES;

const OPTION_TO_ATTRIBUTE = new Map<string, string>(
  Object.entries(ELEMENT_ATTRIBUTES).map(([attribute, option]) => [option, attribute]),
);

/** Option errors reworded for the element: `baseUrl` → `base-url`, and so on. */
function forElement(error: unknown): NftCheckoutError {
  if (!(error instanceof NftCheckoutError)) {
    return new NftCheckoutError('CONFIGURATION', `<${ELEMENT_NAME}> could not start.`, {
      cause: error,
    });
  }
  const rename = (text: string) =>
    text.replace(
      /\b(clientToken|baseUrl|appearance\.theme|locale|expressWallets)\b/g,
      (option) => OPTION_TO_ATTRIBUTE.get(option) ?? option,
    );
  return new NftCheckoutError(error.code, `<${ELEMENT_NAME}>: ${rename(error.message)}`, {
    status: error.status,
    requestId: error.requestId,
    issues: error.issues.map((issue) => ({
      path: rename(issue.path),
      message: rename(issue.message),
    })),
    cause: error,
  });
}

/** A boolean attribute: present (empty or `true`) is true, `false` false, else as written. */
function flag(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  // Anything else goes to mount() as written, which names the accepted values.
  return value === '' || value === 'true' ? true : value === 'false' ? false : (value as never);
}

/** The options the attributes stand for; an absent attribute leaves its option out. */
export function optionsFromAttributes(element: Element): CheckoutOptionsInput {
  const read = (name: AttributeName) => element.getAttribute(name) ?? undefined;
  const theme = read('theme');
  const expressWallets = flag(read('express-wallets'));
  return {
    clientToken: read('client-token') ?? '',
    ...(read('base-url') === undefined ? {} : { baseUrl: read('base-url') }),
    ...(read('locale') === undefined ? {} : { locale: read('locale') }),
    // Passed as written: mount() validates it and names the accepted values.
    ...(theme === undefined ? {} : { appearance: { theme: theme as 'auto' } }),
    ...(expressWallets === undefined ? {} : { expressWallets }),
  };
}

/** Only the element's box: everything else is styled inside the checkout's own shadow root. */
const HOST_CSS = ':host{display:block}:host([hidden]){display:none}';

/** The options only a new mount can change, as one comparable string. */
const fixedOf = (options: CheckoutOptionsInput) =>
  JSON.stringify([options.clientToken, options.baseUrl]);

function createElementClass(base: typeof HTMLElement) {
  // Plain (TypeScript-private) members and a static getter rather than #private fields and
  // class fields: the es2020 build would add a dozen helpers to the first screen for those.
  return class NftCheckoutElement extends base {
    static get observedAttributes(): string[] {
      return Object.keys(ELEMENT_ATTRIBUTES);
    }
    private checkout: CheckoutHandle | undefined;
    private scheduled = false;
    /** The token and URL the checkout was mounted with: only a change of these mounts again. */
    private mountedWith = '';
    /** The buyer form, handed from one mount to the next while the element stays in the page. */
    private form: { current?: FormModel } = {};

    connectedCallback(): void {
      this.render();
    }

    disconnectedCallback(): void {
      this.unmount();
      this.form = {};
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      // Several attributes set in a row mount once, after the last of them.
      if (previous === next || !this.isConnected || this.scheduled) return;
      this.scheduled = true;
      queueMicrotask(() => {
        this.scheduled = false;
        if (this.isConnected) this.apply();
      });
    }

    /** New attributes: locale, theme, wallets live (step and typed details stay), else a mount. */
    private apply(): void {
      const options = optionsFromAttributes(this);
      if (!this.checkout || this.mountedWith !== fixedOf(options)) {
        this.render();
        return;
      }
      try {
        const { locale, appearance, expressWallets } = options;
        this.checkout.update({ locale, appearance, expressWallets });
      } catch (error) {
        // The checkout stays as it was; the page hears what to fix.
        this.dispatch(domEventName('error'), forElement(error));
      }
    }

    private root(): ShadowRoot {
      if (this.shadowRoot) return this.shadowRoot;
      const root = this.attachShadow({ mode: 'open' });
      if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function') {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(HOST_CSS);
        root.adoptedStyleSheets = [sheet];
      }
      return root;
    }

    private dispatch(name: string, detail: unknown): void {
      this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    }

    private render(): void {
      this.unmount();
      // A fresh container per mount: nothing of the previous checkout can leak into this one.
      const container = this.ownerDocument.createElement('div');
      const root = this.root();
      root.replaceChildren(container);
      try {
        // Each event as the DOM event of its type (an order event's own: nftc-complete, …).
        const forward = (event: ReadyEvent | CheckoutEvent | StepEvent | ChangeEvent) =>
          this.dispatch(domEventName(event.type), event);
        const options = optionsFromAttributes(this);
        this.checkout = mount(
          container,
          {
            ...options,
            onReady: forward,
            onEvent: forward,
            // Every step event the registry lists (verification, 3-D Secure, wallets).
            ...Object.fromEntries(
              Object.values(STEP_CALLBACK_NAMES).map((name) => [name, forward]),
            ),
            onChange: forward,
            onError: (error: NftCheckoutError) => this.dispatch(domEventName('error'), error),
          },
          { form: this.form },
        );
        this.mountedWith = fixedOf(options);
      } catch (error) {
        // Invalid attributes: nothing is shown, and the page hears what to fix.
        root.replaceChildren();
        this.dispatch(domEventName('error'), forElement(error));
      }
    }

    private unmount(): void {
      const checkout = this.checkout;
      this.checkout = undefined;
      checkout?.unmount();
      this.shadowRoot?.replaceChildren();
    }
  };
}

/**
 * Registers `<nft-checkout>` unless a custom element of that name already exists (the script
 * loaded twice, or the page defined its own). Returns the registered class.
 */
export function defineCheckoutElement(
  registry: CustomElementRegistry = customElements,
): CustomElementConstructor {
  const existing = registry.get(ELEMENT_NAME);
  if (existing) return existing;
  const element = createElementClass(HTMLElement);
  registry.define(ELEMENT_NAME, element);
  return element;
}
