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
 * axe finds nothing on the page as it is, in the light and dark colour schemes and with forced
 * colours (Windows contrast themes), with every rule it runs by default: WCAG 2.x A/AA and its
 * best practices. The page is left light, without forced colours.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  for (const media of [
    { colorScheme: 'light', forcedColors: 'none' },
    { colorScheme: 'dark', forcedColors: 'none' },
    { colorScheme: 'light', forcedColors: 'active' },
  ] as const) {
    await page.emulateMedia(media);
    // Colours change with a short transition: measure contrast once they have settled.
    await page.waitForFunction(
      () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    const named = media.forcedColors === 'active' ? 'forced colours' : media.colorScheme;
    expect(violations, `axe, ${where}, ${named}:\n${describe(violations)}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
}

/**
 * expectAccessible, then again at 320 px wide: the checks every buyer-facing page passes. The
 * viewport is put back as it was.
 */
export async function expectAccessibleEverywhere(page: Page, where: string): Promise<void> {
  await expectAccessible(page, where);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await expectAccessible(page, `${where}, 320 px`);
  if (size) await page.setViewportSize(size);
}
