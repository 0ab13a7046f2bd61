import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { engineOf } from '../engines/engines.js';

/** One line per violation: rule, impact, help, and the first few elements it hit. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target));
      return `${v.id} (${v.impact}): ${v.help} → ${targets.join(', ')}`;
    })
    .join('\n');
}

/** The media a page is checked in: the two colour schemes and forced colours. */
const MEDIA = [
  { colorScheme: 'light', forcedColors: 'none' },
  { colorScheme: 'dark', forcedColors: 'none' },
  { colorScheme: 'light', forcedColors: 'active' },
] as const;

/** The time one axe run adds to its test's budget: a few seconds, ten times more on a loaded machine. */
const AXE_RUN_MS = 20_000;

/** axe with every rule it runs by default (WCAG 2.x A/AA and its best practices): nothing found. */
async function expectAxeClean(
  page: Page,
  where: string,
  media: (typeof MEDIA)[number],
): Promise<void> {
  // Each run adds its own time to the test's: a spec's budget grows with the checks it makes,
  // and a loaded machine (axe is CPU-bound) does not cut a walk that does many.
  test.info().setTimeout(test.info().timeout + AXE_RUN_MS);
  await page.emulateMedia(media);
  // Colours change with a short transition: measure contrast once they have settled.
  await page.waitForFunction(
    () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const named = media.forcedColors === 'active' ? 'forced colours' : media.colorScheme;
  expect(violations, `axe, ${where}, ${named}:\n${describe(violations)}`).toEqual([]);
}

/**
 * axe finds nothing on the page as it is, in the light and dark colour schemes and with forced
 * colours (Windows contrast themes). The page is left light, without forced colours.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // axe judges the DOM, names and colours, the same in every engine; the colour schemes and
  // forced colours are emulated by Chromium alone (docs/decisions.md, "Three engines").
  if (engineOf(page) !== 'chromium') return;
  for (const media of MEDIA) await expectAxeClean(page, where, media);
  await page.emulateMedia(MEDIA[0]);
}

/**
 * axe finds nothing on a state held open by a request gate (fixtures/gate.ts), in the light
 * scheme only: the held request is aborted at the checkout's deadline for it (15 s for the
 * session), and three runs on a loaded machine can take longer. What differs from the state
 * after (the details before and after the session) is the content, whose colours are checked
 * in all three media once the request is through.
 */
export async function expectAccessibleWhileHeld(page: Page, where: string): Promise<void> {
  if (engineOf(page) !== 'chromium') return;
  await expectAxeClean(page, where, MEDIA[0]);
}

/**
 * expectAccessible, then at 320 px wide: the checks every buyer-facing page passes. At 320 px
 * axe runs once, in the light scheme: what the width changes (reflow, targets, names of what
 * wraps) is the same in every colour, and the colours were checked at full width. The viewport
 * is put back as it was.
 */
export async function expectAccessibleEverywhere(page: Page, where: string): Promise<void> {
  if (engineOf(page) !== 'chromium') return;
  await expectAccessible(page, where);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await expectAxeClean(page, `${where}, 320 px`, MEDIA[0]);
  if (size) await page.setViewportSize(size);
}
