// The host's options checked by plain checks, not a schema (the first screen carries no zod):
// every problem at once, each with its option's path and a sentence that says the fix.
import type { FieldIssue } from '../api/errors.js';
import { CALLBACK_NAMES } from '../api/hostEvents.js';
import { isSafeCssValue, isThemeVariable, THEME_VARIABLES, THEMES } from './theme.js';

const TOKEN_HINT = 'pass the token your server got from POST /v1/auth/client-tokens.';

export function isServiceUrl(value: string): boolean {
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

export function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
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

export const CALLBACKS: readonly string[] = Object.values(CALLBACK_NAMES);
export const KNOWN = new Set([
  'clientToken',
  'baseUrl',
  'locale',
  'strings',
  'appearance',
  'mode',
  'submitButton',
  'expressWallets',
  ...CALLBACKS,
]);

/** Every problem with the options, in the order of the options table. */
export function optionIssues(input: unknown): FieldIssue[] {
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
  for (const flag of ['submitButton', 'expressWallets']) {
    if (input[flag] !== undefined && typeof input[flag] !== 'boolean') {
      report(flag, `${flag} must be true or false.`);
    }
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
