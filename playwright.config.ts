import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's chromium on our machines; Playwright's own browser on a laptop that has one.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(chromium) ? chromium : undefined;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    launchOptions: executablePath ? { executablePath } : {},
    trace: 'off',
  },
});
