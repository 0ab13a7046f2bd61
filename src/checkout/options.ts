import * as z from 'zod/mini';
import { NftCheckoutError } from '../api/errors.js';
import {
  CALLBACK_NAMES,
  type CheckoutCallbacks,
  type CheckoutEventMap,
  type CheckoutListenerType,
} from '../api/hostEvents.js';
import { toFieldIssues } from '../api/issues.js';
import { isSafeCssValue, isThemeVariable, THEME_VARIABLES, THEMES, type Theme } from './theme.js';

const DOCS = 'See the options table in the README.';
const BASE_URL_REQUIRED =
  'baseUrl is required: pass the service URL ending in /v1, e.g. https://sandbox.example.com/v1.';

function callback<T>(name: string) {
  return z.optional(
    z.custom<(payload: T) => void>((value) => typeof value === 'function', {
      error: `${name} must be a function, e.g. ${name}: (event) => {...}.`,
    }),
  );
}

/** One optional function per host callback (src/api/hostEvents.ts), typed with its payload. */
function callbackShape() {
  const shape: Record<string, ReturnType<typeof callback>> = {};
  for (const name of Object.values(CALLBACK_NAMES)) shape[name] = callback(name);
  return shape as {
    [K in CheckoutListenerType as (typeof CALLBACK_NAMES)[K]]: ReturnType<
      typeof callback<CheckoutEventMap[K]>
    >;
  };
}

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

const variableName = z.string().check(
  z.refine(isThemeVariable, {
    error: (issue) =>
      `appearance.variables: ${JSON.stringify(issue.input)} is not a theming variable; use one of ${THEME_VARIABLES.join(', ')}.`,
  }),
);
const variableValue = z.string().check(
  z.refine(isSafeCssValue, {
    error:
      'appearance.variables values must be plain CSS values (no ; { } < > \\ url() or comments), e.g. "#0a5cff" or "8px".',
  }),
);

const optionsSchema = z.strictObject(
  {
    clientToken: z
      .string({
        error:
          'clientToken is required: pass the token your server got from POST /v1/auth/client-tokens.',
      })
      .check(
        z.refine((v) => v.trim().length > 0, {
          error:
            'clientToken must not be empty: pass the token your server got from POST /v1/auth/client-tokens.',
        }),
      ),
    baseUrl: z.optional(
      z.string({ error: 'baseUrl must be a string.' }).check(
        z.refine(isServiceUrl, {
          error:
            'baseUrl must be the service URL: http(s), ending in /v1, no credentials, query or hash, e.g. https://sandbox.example.com/v1.',
        }),
      ),
    ),
    locale: z.optional(
      z.string({ error: 'locale must be a string.' }).check(
        z.refine(isLocale, {
          error: 'locale must be a BCP 47 language tag such as "en-US" or "fr-FR".',
        }),
      ),
    ),
    appearance: z.optional(
      z.strictObject(
        {
          theme: z.optional(
            z.enum(THEMES, { error: 'appearance.theme must be "light", "dark" or "auto".' }),
          ),
          variables: z.optional(
            z.record(variableName, variableValue, {
              error: 'appearance.variables must be an object of --nftc-* names to CSS values.',
            }),
          ),
        },
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? `appearance has unknown keys ${issue.keys.join(', ')}: use theme and variables.`
              : 'appearance must be an object like { theme: "auto", variables: {...} }.',
        },
      ),
    ),
    ...callbackShape(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown option ${issue.keys.join(', ')}: check the spelling against the options table.`
        : 'options must be an object like { clientToken, baseUrl }.',
  },
);

/** What a host page passes. */
export type CheckoutOptionsInput = z.input<typeof optionsSchema>;

/** The options after validation and defaults. */
export type CheckoutOptions = Omit<
  z.output<typeof optionsSchema>,
  'baseUrl' | 'locale' | 'appearance'
> & {
  baseUrl: string;
  locale: string;
  appearance: { theme: Theme; variables: Record<string, string> };
};

export type { CheckoutCallbacks };

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
  const result = optionsSchema.safeParse(input, { reportInput: true });
  if (!result.success) {
    // Messages here are whole sentences naming the option; drop the generic "key " prefix.
    const issues = toFieldIssues(result.error.issues).map((issue) => ({
      path: issue.path,
      message: issue.message.replace(/^key /, ''),
    }));
    const lines = issues.map((issue) => issue.message);
    throw new NftCheckoutError(
      'CONFIGURATION',
      `Invalid checkout options: ${lines.join(' ')} ${DOCS}`,
      {
        issues,
      },
    );
  }
  const options = result.data;
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
  };
}
