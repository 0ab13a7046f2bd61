import { type FieldIssue, NftCheckoutError } from '../api/errors.js';
import { CALLBACK_NAMES, type CheckoutCallbacks } from '../api/hostEvents.js';
import type { CatalogOverrides } from './locales/catalog.js';
import { isSafeCssValue, isThemeVariable, THEME_VARIABLES, THEMES, type Theme } from './theme.js';

// The host's options are checked by the small table below rather than a zod schema: they are
// the first thing the script-tag file runs, and zod would triple its size (docs/decisions.md,
// "Host options without zod"). The types are declared here, next to the checks.

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
}

export type CheckoutMode = 'inline' | 'popup';

/** The options after validation and defaults. */
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
const TOKEN_HINT = 'pass the token your server got from POST /v1/auth/client-tokens.';

function isServiceUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      /^https?:$/.test(url.protocol) &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash &&
      /\/v1\/?$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Records one problem: the option's path and the sentence that says how to fix it. */
type Report = (path: string, message: string) => void;

/** A string option: its type, then its own rule. */
function checkString(
  value: unknown,
  path: string,
  report: Report,
  rule: (text: string) => string | undefined,
) {
  if (value === undefined) return;
  if (typeof value !== 'string') return report(path, `${path} must be a string.`);
  const problem = rule(value);
  if (problem) report(path, problem);
}

function checkAppearance(value: unknown, report: Report) {
  if (value === undefined) return;
  if (!isObject(value)) {
    return report(
      'appearance',
      'appearance must be an object like { theme: "auto", variables: {...} }.',
    );
  }
  const unknown = Object.keys(value).filter((key) => key !== 'theme' && key !== 'variables');
  if (unknown.length) {
    report(
      'appearance',
      `appearance has unknown keys ${unknown.join(', ')}: use theme and variables.`,
    );
  }
  const { theme, variables } = value;
  if (theme !== undefined && !(THEMES as readonly unknown[]).includes(theme)) {
    report('appearance.theme', 'appearance.theme must be "light", "dark" or "auto".');
  }
  if (variables === undefined) return;
  if (!isObject(variables)) {
    return report(
      'appearance.variables',
      'appearance.variables must be an object of --nftc-* names to CSS values.',
    );
  }
  for (const [name, css] of Object.entries(variables)) {
    const path = `appearance.variables.${name}`;
    if (!isThemeVariable(name)) {
      report(
        path,
        `appearance.variables: ${JSON.stringify(name)} is not a theming variable; use one of ${THEME_VARIABLES.join(', ')}.`,
      );
    } else if (typeof css !== 'string' || !isSafeCssValue(css)) {
      report(
        path,
        'appearance.variables values must be plain CSS values (no ; { } < > \\ url() or comments), e.g. "#0a5cff" or "8px".',
      );
    }
  }
}

const CALLBACKS: readonly string[] = Object.values(CALLBACK_NAMES);
const KNOWN = new Set([
  'clientToken',
  'baseUrl',
  'locale',
  'strings',
  'appearance',
  'mode',
  'submitButton',
  ...CALLBACKS,
]);

/** Every problem with the options, in the order of the options table. */
function optionIssues(input: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const report: Report = (path, message) => void issues.push({ path, message });
  if (!isObject(input)) {
    report('', 'options must be an object like { clientToken, baseUrl }.');
    return issues;
  }
  if (input.clientToken === undefined) {
    report('clientToken', `clientToken is required: ${TOKEN_HINT}`);
  }
  checkString(input.clientToken, 'clientToken', report, (token) =>
    token.trim() ? undefined : `clientToken must not be empty: ${TOKEN_HINT}`,
  );
  checkString(input.baseUrl, 'baseUrl', report, (url) =>
    isServiceUrl(url)
      ? undefined
      : 'baseUrl must be the service URL: http(s), ending in /v1, no credentials, query or hash, e.g. https://sandbox.example.com/v1.',
  );
  checkString(input.locale, 'locale', report, (tag) =>
    isLocale(tag) ? undefined : 'locale must be a BCP 47 language tag such as "en-US" or "fr-FR".',
  );
  // Only the shape here: the keys are checked against the catalog by the locales chunk.
  if (input.strings !== undefined && !isObject(input.strings)) {
    report('strings', 'strings must be an object like { main: { buttons: { back: "…" } } }.');
  }
  checkAppearance(input.appearance, report);
  const { mode } = input;
  if (mode !== undefined && mode !== 'inline' && mode !== 'popup') {
    report('mode', 'mode must be "inline" or "popup".');
  }
  if (input.submitButton !== undefined && typeof input.submitButton !== 'boolean') {
    report('submitButton', 'submitButton must be true or false.');
  }
  for (const name of CALLBACKS) {
    const value = input[name];
    if (value !== undefined && typeof value !== 'function') {
      report(name, `${name} must be a function, e.g. ${name}: (event) => {...}.`);
    }
  }
  const unknown = Object.keys(input).filter((key) => !KNOWN.has(key));
  if (unknown.length) {
    report(
      '',
      `Unknown option ${unknown.join(', ')}: check the spelling against the options table.`,
    );
  }
  return issues;
}

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

/** What `handle.update()` may change on a mounted checkout; the rest needs a new mount. */
const LIVE = new Set(['locale', 'appearance', 'submitButton', ...CALLBACKS]);

/**
 * The options after `handle.update(input)`: the keys given replace the current ones (a callback
 * given as undefined is removed), checked as mount() checks them. An option that only a new
 * mount can change (clientToken, baseUrl, mode) is refused with CONFIGURATION.
 */
export function parseUpdate(input: unknown, current: CheckoutOptions): CheckoutOptions {
  if (!isObject(input)) return parseOptions(input);
  const fixed = Object.keys(input).filter((key) => KNOWN.has(key) && !LIVE.has(key));
  if (fixed.length) {
    const message = `update() cannot change ${fixed.join(', ')}: call unmount(), then mount() with the new options.`;
    throw new NftCheckoutError('CONFIGURATION', message, {
      issues: fixed.map((path) => ({ path, message })),
    });
  }
  return parseOptions({ ...current, ...input });
}
