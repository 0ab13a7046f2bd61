/**
 * What WebDriver classic cannot do on WebKit, by method, with the tag a test that needs it
 * carries: playwright.config.ts leaves tests with these tags out of the WebKit projects.
 */
export const WEBKIT_LACKS = {
  page: {
    route: '@intercept',
    unroute: '@intercept',
    addInitScript: '@init-script',
    exposeFunction: '@init-script',
    emulateMedia: '@color-scheme',
    waitForRequest: '@requests',
    waitForResponse: '@requests',
    mainFrame: '@frames',
    frames: '@frames',
    setContent: '@frames',
    addScriptTag: '@frames',
  },
  context: { route: '@intercept', setOffline: '@intercept', addInitScript: '@init-script' },
  locator: { elementHandle: '@frames' },
} as const;

/** Fails a test that asked WebKit's driver for `what`, naming the tag that keeps it off WebKit. */
export function unsupported(what: string, tag: string): never {
  throw new Error(
    `${what}: WebDriver classic (WebKit) has no such command. Tag the test '${tag}' ` +
      '(playwright.config.ts, CANNOT).',
  );
}

/** Gives a driver class each method WebKit lacks, failing as `unsupported` says. */
export function lacks(prototype: object, kind: keyof typeof WEBKIT_LACKS): void {
  for (const [name, tag] of Object.entries(WEBKIT_LACKS[kind])) {
    Object.defineProperty(prototype, name, {
      value: () => unsupported(`${kind}.${name}`, tag),
      configurable: true,
      writable: true,
    });
  }
}
