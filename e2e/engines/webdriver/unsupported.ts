import { test } from '@playwright/test';

/**
 * What WebDriver classic cannot do on WebKit (watch or intercept requests, init scripts, media
 * emulation): the spec that asks is skipped on WebKit, saying why, and runs on the other two.
 */
export function unsupported(what: string): never {
  test.skip(
    true,
    `${what}: WebDriver classic (WebKit) has no such command; runs on Chromium and Firefox`,
  );
  throw new Error(`${what} is not available on WebKit`);
}
