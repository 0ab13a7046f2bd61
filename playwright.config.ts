import { defineConfig, type Project } from '@playwright/test';
import { type Engine, engineUse } from './e2e/engines/engines.js';
import { firefoxMajor } from './e2e/engines/firefoxEsr/version.mjs';
import { DEMO_ORIGIN, DEMO_PORT, SANDBOX_PORT } from './e2e/fixtures/env.js';
import type { EmbedOptions } from './e2e/fixtures/test.js';

const purchase = 'specs/purchase/**/*.spec.ts';

/**
 * What a spec asks of the driver beyond pages and input, as a tag on the test, and why an engine's
 * driver cannot do it. Such a test runs where its driver can, and on Chromium always. What it
 * checks does not depend on the engine (a request's body is the widget's, the same everywhere),
 * or is a Chromium behaviour (its file:// policy, its fake camera).
 */
/** What ESR 140's BiDi lacks that ESR 153's has (Debian 12's mirrors ship either). */
const BEFORE_ESR_153: Record<string, string> = {
  '@file-chooser': 'ESR 140 reports no file dialog (input.fileDialogOpened)',
  '@fetch-answer': "ESR 140's tab crashes when the driver answers a page's fetch (provideResponse)",
};

const CANNOT: Record<Exclude<Engine, 'chromium'>, Record<string, string>> = {
  firefox: {
    '@payment-handler': 'Firefox has no Payment Request API: it runs no payment handler',
    '@bodies': "ESR's BiDi reports no request bodies (network.beforeRequestSent has none)",
    '@reroute': 'route.continue to another URL and route.fetch lose the answer over BiDi',
    '@color-scheme': 'ESR 140 and 153 have no emulation.setMediaFeaturesOverride',
    '@camera': "the fake camera is Chromium's --use-fake-device-for-media-stream",
    '@file-page':
      "Firefox lets a page opened from a file load its chunks: the refusal is Chromium's",
    ...(firefoxMajor() < 153 ? BEFORE_ESR_153 : {}),
  },
  // WebDriver classic sees neither requests nor media settings (e2e/engines/webdriver/unsupported.ts).
  webkit: {
    '@payment-handler': 'WebKitGTK has no Payment Request API: it runs no payment handler',
    '@bodies': 'WebDriver classic shows no requests',
    '@requests': 'WebDriver classic shows no requests',
    '@intercept': 'WebDriver classic cannot intercept requests or go offline',
    '@reroute': 'WebDriver classic cannot intercept requests',
    '@init-script': 'WebDriver classic runs no script before the page',
    '@color-scheme': 'WebDriver classic cannot emulate the colour scheme',
    '@frames': "the spec reads frames through Playwright's frame API (where focus is, say)",
    '@narrow': "WebKitGTK's window is at least 447 px wide: no narrower viewport can be set",
    '@camera': "the fake camera is Chromium's --use-fake-device-for-media-stream",
    '@file-page': "the refusal of a page opened from a file is Chromium's",
  },
};

/**
 * Purchase specs whose subject is the widget's own logic, the same on every engine (its clock
 * arithmetic, its error screens, what it renders from data, its lifecycle, its retries): they
 * run on Chromium only.
 */
const ENGINE_INDEPENDENT = [
  'clockSkew',
  'errors',
  'hostileData',
  'mountLifecycle',
  'networkFaults',
  'timeToPay',
].map((name) => `specs/purchase/${name}.spec.ts`);

/**
 * The purchase specs the other engines also run against the npm build (the build differs in how
 * its code loads, which these exercise); every other one runs there against the script tag.
 */
const EVERY_BUILD = ['complete', 'declined', 'expired'].map(
  (name) => `specs/purchase/${name}.spec.ts`,
);

/** The tags an engine's driver cannot run, as a pattern for `grepInvert`. */
function cannotRun(engine: Engine): RegExp | undefined {
  if (engine === 'chromium') return undefined;
  const tags = Object.keys(CANNOT[engine]);
  return tags.length ? new RegExp(tags.join('|')) : undefined;
}

type Suite = Project<EmbedOptions> & { name: string };

/**
 * What runs in every engine: each purchase spec against both distributions, the element, the
 * React component, the hosted page and popup mode. A test that needs what one engine's driver
 * cannot do carries a tag from CANNOT.
 */
const everyEngine: Suite[] = [
  { name: 'script-tag', testMatch: purchase, use: { embed: 'script-tag' } },
  { name: 'npm', testMatch: purchase, use: { embed: 'npm' } },
  { name: 'element', testMatch: 'specs/element/**/*.spec.ts', use: { embed: 'element' } },
  // The demo's React page (nft-checkout/react in a React app, StrictMode); the shop's own
  // controls drive it through props and the component's ref.
  {
    name: 'react',
    testMatch: ['specs/react/**/*.spec.ts', 'specs/purchase/merchantControls.spec.ts'],
    use: { embed: 'react' },
  },
  // The service's hosted checkout page, and popup mode (which runs the script-tag build).
  { name: 'hosted', testMatch: 'specs/hosted/**/*.spec.ts', use: { embed: 'script-tag' } },
];

/** What does not depend on the engine: the shop's server side, the file, locales' catalogs. */
const chromiumOnly: Suite[] = [
  {
    name: 'script-tag-file',
    testMatch: 'specs/script-tag/**/*.spec.ts',
    use: { embed: 'script-tag' },
  },
  { name: 'shop', testMatch: 'specs/shop/**/*.spec.ts', use: { embed: 'npm' } },
  // A purchase in other languages, right to left included (the script tag loads their chunks).
  { name: 'locales', testMatch: 'specs/locales/**/*.spec.ts', use: { embed: 'script-tag' } },
];

/** Chromium keeps the plain names; the other engines' projects are `name@engine`. */
function inEngine(suite: Suite, engine: Engine): Suite {
  const other = engine !== 'chromium' && suite.testMatch === purchase;
  return {
    ...suite,
    testMatch: other && suite.use?.embed === 'npm' ? EVERY_BUILD : suite.testMatch,
    testIgnore: other ? ENGINE_INDEPENDENT : undefined,
    grepInvert: cannotRun(engine),
    name: engine === 'chromium' ? suite.name : `${suite.name}@${engine}`,
    use: { ...suite.use, ...engineUse(engine) },
  };
}

export default defineConfig<EmbedOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // No retry, in CI either: a spec that fails once in twenty runs is a race to find and fix.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: DEMO_ORIGIN,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    ...[...everyEngine, ...chromiumOnly].map((suite) => inEngine(suite, 'chromium')),
    ...everyEngine.map((suite) => inEngine(suite, 'firefox')),
    ...everyEngine.map((suite) => inEngine(suite, 'webkit')),
  ],
  // The sandbox and the demo shop, with short lifecycle delays. Needs `npm run build` first.
  webServer: {
    command: `npx tsx demo/server.ts --fast --port ${DEMO_PORT} --sandbox-port ${SANDBOX_PORT}`,
    url: `${DEMO_ORIGIN}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
