import { defineConfig, type Project } from '@playwright/test';
import { type Engine, engineUse } from './e2e/engines/engines.js';
import { DEMO_ORIGIN, DEMO_PORT, SANDBOX_PORT } from './e2e/fixtures/env.js';
import type { EmbedOptions } from './e2e/fixtures/test.js';

const purchase = 'specs/purchase/**/*.spec.ts';

/**
 * The purchase specs Firefox and WebKit run today: card and bank account to Complete, the
 * declines, the expiry. The others run on Chromium; bringing them to the other engines is open
 * work (docs/decisions.md, "Three engines").
 */
const crossEnginePurchase = (process.env.NFTC_ALL ? ['*'] : ['complete', 'declined', 'expired']).map(
  (name) => `specs/purchase/${name}.spec.ts`,
);

type Suite = Project<EmbedOptions> & { name: string };

/**
 * What runs in every engine: each purchase spec against both distributions, the element, the
 * React component, the hosted page and popup mode. A spec that needs what one engine's driver
 * cannot do says so with `test.skip` and the reason.
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
  const testMatch =
    engine === 'chromium' || suite.testMatch !== purchase ? suite.testMatch : crossEnginePurchase;
  return {
    ...suite,
    testMatch,
    name: engine === 'chromium' ? suite.name : `${suite.name}@${engine}`,
    use: { ...suite.use, ...engineUse(engine) },
  };
}

export default defineConfig<EmbedOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // In CI a failed spec runs once more; the test command names every spec that needed it.
  retries: process.env.CI ? 1 : 0,
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
    // WebKit: the React page and the hosted page and popup mode are still to bring over.
    ...everyEngine
      .filter((suite) => !['react', 'hosted'].includes(suite.name))
      .map((suite) => inEngine(suite, 'webkit')),
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
