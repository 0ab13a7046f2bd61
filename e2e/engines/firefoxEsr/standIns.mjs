// Commands Playwright sends on every launch and context that ESR 140 does not know, where the
// suite relies on nothing they would do (docs/decisions.md, "Three engines").

/** The locale `engineUse` starts the profile in. */
const PROFILE_LOCALE = 'en-US';

/**
 * The answer given when ESR does not know the command, or undefined where no stand-in will do.
 * Response bodies (`network.addDataCollector`) are read only by `@bodies` tests, which Firefox does
 * not run; downloads are refused either way; the screen is the window's own; the locale
 * Playwright asks for by default is the one the profile starts in; the colour scheme is asked
 * for with no override ("null") on every context.
 */
const STAND_INS = {
  'network.addDataCollector': () => ({ collector: 'not-collected' }),
  'browser.setDownloadBehavior': () => ({}),
  'emulation.setScreenOrientationOverride': () => ({}),
  'emulation.setScreenSettingsOverride': () => ({}),
  'emulation.setLocaleOverride': (params) => (params?.locale === PROFILE_LOCALE ? {} : undefined),
  'emulation.setMediaFeaturesOverride': (params) =>
    params?.features?.['prefers-color-scheme'] == null ? {} : undefined,
};

/** The stand-in answer to `sent` when ESR answered that it does not know it. */
export function standIn(sent, answer) {
  if (answer.type !== 'error' || answer.error !== 'unknown command') return;
  const result = STAND_INS[sent.method]?.(sent.params);
  return result && { result };
}
