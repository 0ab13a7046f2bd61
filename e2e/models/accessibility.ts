import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** One line per violation: rule, impact, help, and the first few elements it hit. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target));
      return `${v.id} (${v.impact}): ${v.help} → ${targets.join(', ')}`;
    })
    .join('\n');
}

/**
 * axe-core over the whole page (shop, checkout shadow root and card frame), in light and then
 * dark colour scheme. Zero violations expected; the scheme is left as it was found (light).
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Colours change with a short transition: measure contrast once they have settled.
    await page.waitForFunction(
      () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
    );
    // Every rule axe runs by default: WCAG 2.x A/AA and its best practices.
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations, `axe, ${where}, ${colorScheme}:\n${describe(violations)}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * expectAccessible, then again with forced colours (Windows High Contrast) and at 320 px wide:
 * the checks every new buyer-facing page passes. The viewport is put back as it was.
 */
export async function expectAccessibleEverywhere(page: Page, where: string): Promise<void> {
  await expectAccessible(page, where);
  await page.emulateMedia({ forcedColors: 'active' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations, `axe, ${where}, forced colours:\n${describe(violations)}`).toEqual([]);
  await page.emulateMedia({ forcedColors: 'none' });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await expectAccessible(page, `${where}, 320 px`);
  if (size) await page.setViewportSize(size);
}
