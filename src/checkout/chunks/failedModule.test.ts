import { describe, expect, it } from 'vitest';
import { failedModuleUrl } from './failedModule.js';

const url = 'https://shop.example/js/nft-checkout.steps-payment-view-1a2b3c4d.js';

describe('the module a failed import names', () => {
  it.each([
    ['Chromium', `Failed to fetch dynamically imported module: ${url}`],
    ['Firefox', `error loading dynamically imported module: ${url}`],
    ['a quoted URL', `Cannot load "${url}"`],
  ])('%s', (_engine, message) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(url);
  });

  it('drops a query the URL had', () => {
    expect(failedModuleUrl(new TypeError(`error loading: ${url}?attempt=2`))).toBe(url);
  });

  it('none when the message names no http(s) module (WebKit, a file page, not an error)', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleUrl(new TypeError('error loading: file:///tmp/x.js'))).toBeUndefined();
    expect(failedModuleUrl(new TypeError('error loading: https://shop.example/x.css'))).toBe(
      undefined,
    );
    expect(failedModuleUrl(`Failed to fetch dynamically imported module: ${url}`)).toBeUndefined();
  });
});
