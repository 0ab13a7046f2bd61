import { NftCheckoutError } from '../api/errors.js';
import type { CheckoutCallbacks } from '../api/hostEvents.js';
import type { CatalogOverrides } from './locales/catalog.js';
import { isLocale, isObject, isServiceUrl, optionIssues } from './optionValidation.js';
import type { Theme } from './theme.js';

// The host's options: their types, their defaults, and what update() may change. They are
// checked by plain checks (optionValidation.ts) rather than a zod schema: they are the first thing
// the script-tag file runs, and zod would triple its size (docs/decisions.md, "The first
// screen carries no zod").

/** What a host page passes. */
export interface CheckoutOptionsInput extends CheckoutCallbacks {
  /** From POST /v1/auth/client-tokens, via the merchant's server. */
  clientToken: string;
  /** The service URL ending in /v1; the script tag can derive it from its own URL. */
  baseUrl?: string | undefined;
  /** BCP 47 tag: the language of the text (best match, else English), numbers, dates, countries. */
  locale?: string | undefined;
  /** The merchant's own text for any key of the catalog, by part: `{ main: { … } }`. */
  strings?: CatalogOverrides | undefined;
  appearance?:
    | {
        theme?: Theme | undefined;
        /** --nftc-* theming variables to CSS values. */
        variables?: Record<string, string> | undefined;
      }
    | undefined;
  /**
   * `inline` (default) renders the checkout in the target; `popup` renders a small panel whose
   * button opens the service's hosted checkout page in a popup window (`mount()` only).
   */
  mode?: CheckoutMode | undefined;
  /** false hides the review's Pay button: the host pays with `handle.submit()` (default true). */
  submitButton?: boolean | undefined;
  /**
   * true shows the wallet buttons (Apple Pay, Google Pay) above the details form too, when the
   * checkout offers a wallet (default false: on the payment step only).
   */
  expressWallets?: boolean | undefined;
}

export type CheckoutMode = 'inline' | 'popup';

/** The options after validation and defaults (`expressWallets` left out is off). */
export type CheckoutOptions = Omit<
  CheckoutOptionsInput,
  'baseUrl' | 'locale' | 'appearance' | 'mode' | 'submitButton'
> & {
  baseUrl: string;
  locale: string;
  appearance: { theme: Theme; variables: Record<string, string> };
  mode: CheckoutMode;
  submitButton: boolean;
};

export type { CheckoutCallbacks };

const DOCS = 'See the options table in the README.';
const BASE_URL_REQUIRED =
  'baseUrl is required: pass the service URL ending in /v1, e.g. https://sandbox.example.com/v1.';
export interface OptionDefaults {
  /** Used when the options carry no baseUrl (the script tag can derive one from its own URL). */
  baseUrl?: string | undefined;
}

function defaultLocale(): string {
  const candidate = globalThis.navigator?.language;
  return candidate && isLocale(candidate) ? candidate : 'en-US';
}

/**
 * Validates the host's options and applies defaults. Throws `NftCheckoutError('CONFIGURATION')`
 * naming each wrong option and how to fix it, before anything is rendered.
 */
export function parseOptions(input: unknown, defaults: OptionDefaults = {}): CheckoutOptions {
  const issues = optionIssues(input);
  if (issues.length) {
    const lines = issues.map((issue) => issue.message);
    throw new NftCheckoutError(
      'CONFIGURATION',
      `Invalid checkout options: ${lines.join(' ')} ${DOCS}`,
      { issues },
    );
  }
  const options = input as CheckoutOptionsInput;
  const baseUrl = options.baseUrl ?? defaults.baseUrl;
  if (baseUrl === undefined || !isServiceUrl(baseUrl)) {
    throw new NftCheckoutError(
      'CONFIGURATION',
      `Invalid checkout options: ${BASE_URL_REQUIRED} ${DOCS}`,
      { issues: [{ path: 'baseUrl', message: BASE_URL_REQUIRED }] },
    );
  }
  return {
    ...options,
    clientToken: options.clientToken.trim(),
    baseUrl: baseUrl.replace(/\/+$/, ''),
    locale: options.locale ?? defaultLocale(),
    appearance: {
      theme: options.appearance?.theme ?? 'auto',
      variables: { ...options.appearance?.variables },
    },
    mode: options.mode ?? 'inline',
    submitButton: options.submitButton ?? true,
  };
}

/** What only a new mount can change; `handle.update()` changes the rest on a mounted checkout. */
const FIXED = new Set(['clientToken', 'baseUrl', 'mode', 'strings']);

/**
 * The options after `handle.update(input)`: the keys given replace the current ones (a callback
 * given as undefined is removed), checked as mount() checks them. An option that only a new
 * mount can change (clientToken, baseUrl, mode) is refused with CONFIGURATION.
 */
export function parseUpdate(input: unknown, current: CheckoutOptions): CheckoutOptions {
  if (!isObject(input)) return parseOptions(input);
  const fixed = Object.keys(input).filter((key) => FIXED.has(key));
  if (fixed.length) {
    const message = `update() cannot change ${fixed.join(', ')}: call unmount(), then mount() with the new options.`;
    throw new NftCheckoutError('CONFIGURATION', message, {
      issues: fixed.map((path) => ({ path, message })),
    });
  }
  return parseOptions({ ...current, ...input });
}
