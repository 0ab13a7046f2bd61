import { fileURLToPath } from 'node:url';
import type { Page, PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';
import { chromiumLaunchOptions } from '../fixtures/browser.js';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly Engine[] = ['chromium', 'firefox', 'webkit'];

const firefoxBidi = fileURLToPath(new URL('./firefox-bidi.mjs', import.meta.url));

/**
 * The profile's settings. Playwright's default locale is set here: ESR 140 cannot override it per
 * context. Saving what a form held is off: after a typed address or card is submitted, ESR
 * offers to save it in a panel of its own window, which takes the focus from the page for the
 * rest of the test (document.hasFocus() false, typing into a frame lost).
 */
const FIREFOX_PREFS = {
  'intl.locale.requested': 'en-US',
  'intl.accept_languages': 'en-US',
  'extensions.formautofill.addresses.capture.enabled': false,
  'extensions.formautofill.creditCards.enabled': false,
  'extensions.formautofill.addresses.enabled': false,
  'signon.rememberSignons': false,
};

/**
 * How each engine is driven (docs/decisions.md, "Three engines"): Chromium by Playwright over
 * CDP; Debian's Firefox ESR by Playwright over WebDriver BiDi; Debian's WebKitGTK by WebDriver
 * classic through e2e/engines/webdriver, behind the same Page and Locator API.
 */
export function engineUse(
  engine: Engine,
): Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> {
  if (engine === 'firefox') {
    return {
      browserName: 'firefox',
      channel: 'moz-firefox',
      // No colour-scheme override: ESR's BiDi has none (the page follows its own default, light).
      colorScheme: null,
      launchOptions: {
        executablePath: firefoxBidi,
        firefoxUserPrefs: FIREFOX_PREFS,
      },
    };
  }
  if (engine === 'webkit') return { browserName: 'webkit' };
  return { browserName: 'chromium', launchOptions: chromiumLaunchOptions() };
}

export function engineOf(page: Page): Engine {
  return (page.context().browser()?.browserType().name() ?? 'chromium') as Engine;
}
