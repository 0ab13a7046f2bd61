import { existsSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';

/**
 * Headless Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * browser (`npx playwright install chromium` on a laptop).
 */
export async function launchChromium(): Promise<Browser> {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const executablePath = existsSync(path) ? path : undefined;
  try {
    return await chromium.launch({ executablePath });
  } catch (error) {
    throw new Error(
      `No Chromium to run the browser benchmarks: set CHROMIUM_PATH, install Debian's chromium (apt-get install -y chromium) or run \`npx playwright install chromium\`. ${String(error)}`,
    );
  }
}

export async function chromiumVersion(browser: Browser): Promise<string> {
  return browser.version();
}
