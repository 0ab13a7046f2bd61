import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { SCREENSHOT_DIR } from '../fixtures/env.js';

/** A full-page screenshot kept as an artifact: reports/screenshots/<project>/<name>.png. */
export async function keepScreenshot(page: Page, info: TestInfo, name: string): Promise<string> {
  const dir = join(SCREENSHOT_DIR, info.project.name);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
