// The identity check's steps as a spec walks them (specs/purchase/identityCheck.spec.ts): a new
// customer brought to the document step, a photo chosen by keyboard, axe in every scheme and
// width, paying once verified, and the phases the shop heard.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { findScenario, TEST_CARDS } from '../../demo/scenarios.js';
import { chooseFiles } from '../engines/firefoxInput.js';
import type { NetworkRecorder } from '../fixtures/network.js';
import { expectAccessible } from './accessibility.js';
import type { CheckoutWidget } from './CheckoutWidget.js';
import { tabTo } from './keyboard.js';
import { expectOutcome } from './outcomes.js';
import type { ShopPage } from './ShopPage.js';

/** The demo's identity-check scenario: a medium-risk buyer. */
export const scenario = findScenario('identity-check')!;

/** axe in light and dark, at the page's width and at 320 px. */
export async function expectAccessibleEverywhere(page: Page, where: string) {
  await expectAccessible(page, where);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await expectAccessible(page, `${where}, 320 px`);
  if (size) await page.setViewportSize(size);
}

/** A new customer of the shop, so no earlier run's verification counts. */
export async function startAsNewCustomer(shop: ShopPage, customer = randomUUID()) {
  await shop.goto({ scenario: scenario.id, customer });
  const widget = await shop.buy();
  await widget.waitUntilLoaded();
  await widget.leaveDetails();
  await widget.expectStep('document');
  return { widget, customer };
}

/** Tab to a photo block's file input, open the chooser with Space and pick the file. */
export async function choosePhotoByKeyboard(
  page: Page,
  widget: CheckoutWidget,
  side: string,
  path: string,
) {
  const block = widget.photoSide(side);
  const input = block.getByLabel(side, { exact: true });
  await tabTo(page, input);
  // The chooser opens on a trusted key press; a press that lands as the frame settles is lost,
  // so it is pressed again (focus is checked each time) rather than waiting out the test.
  for (let attempt = 1; ; attempt++) {
    await expect(input).toBeFocused();
    const chooser = page.waitForEvent('filechooser', { timeout: 3000 });
    await page.keyboard.press('Space');
    const opened = await chooser.catch((error: unknown) => {
      if (attempt >= 3) throw error;
      return undefined;
    });
    if (opened) {
      await chooseFiles(opened, path);
      break;
    }
  }
  await expect(block.getByRole('img')).toBeVisible();
}

/** Verified: the buyer pays by card, and the order completes. */
export async function payByCard(shop: ShopPage, widget: CheckoutWidget, network: NetworkRecorder) {
  await widget.fillCard(TEST_CARDS.usCredit);
  await widget.continueToReview();
  await widget.payButton().click();
  await expectOutcome(shop, widget, scenario, 'aurora', network);
}

/** The phases of the identity check the shop heard, in order (its `verification` callbacks). */
export async function verificationPhases(shop: ShopPage): Promise<string[]> {
  const events = await shop.callbacks('aurora', 'verification');
  return events.map((e) => (e.payload as { phase: string }).phase);
}
