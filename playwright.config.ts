import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/fixtures/browser.js';
import { DEMO_ORIGIN, DEMO_PORT, SANDBOX_PORT } from './e2e/fixtures/env.js';
import type { EmbedOptions } from './e2e/fixtures/test.js';

const purchase = 'specs/purchase/**/*.spec.ts';

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
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Every purchase spec runs against both distributions; the element, shop-level, script-tag
  // file and hosted page specs once.
  projects: [
    {
      name: 'script-tag',
      testMatch: [purchase, 'specs/script-tag/**/*.spec.ts'],
      use: { embed: 'script-tag' },
    },
    { name: 'npm', testMatch: purchase, use: { embed: 'npm' } },
    { name: 'element', testMatch: 'specs/element/**/*.spec.ts', use: { embed: 'element' } },
    // The demo's React page (nft-checkout/react in a React app, StrictMode); the shop's own
    // controls drive it through props and the component's ref.
    {
      name: 'react',
      testMatch: ['specs/react/**/*.spec.ts', 'specs/purchase/merchantControls.spec.ts'],
      use: { embed: 'react' },
    },
    { name: 'shop', testMatch: 'specs/shop/**/*.spec.ts', use: { embed: 'npm' } },
    // A purchase in other languages, right to left included (the script tag loads their chunks).
    { name: 'locales', testMatch: 'specs/locales/**/*.spec.ts', use: { embed: 'script-tag' } },
    // The service's hosted checkout page, and popup mode (which runs the script-tag build).
    { name: 'hosted', testMatch: 'specs/hosted/**/*.spec.ts', use: { embed: 'script-tag' } },
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
