import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test.js';
import type { CheckoutWidget } from '../../models/CheckoutWidget.js';

// The card frame is another document: the widget's colours cannot reach it through CSS. It
// must draw its own background, in the widget's theme and colours, or its labels fail contrast.

/** axe's colour-contrast rule over the page, its shadow roots and the card frame. */
async function expectContrastClean(page: Page, where: string): Promise<void> {
  await page.waitForFunction(
    () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
  );
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const lines = violations.flatMap((v) => v.nodes.map((n) => `${JSON.stringify(n.target)}`));
  expect(violations, `contrast, ${where}:\n${lines.join('\n')}`).toEqual([]);
}

/** The background the frame's page paints, and the colour of its labels. */
async function frameColours(widget: CheckoutWidget) {
  const frame = widget.root.locator('iframe[title="Card details"]').contentFrame();
  const label = frame.getByText('Card number', { exact: true });
  await expect(label).toBeVisible();
  return label.evaluate((element) => {
    const view = element.ownerDocument.defaultView as Window;
    return {
      background: view.getComputedStyle(element.ownerDocument.documentElement).backgroundColor,
      label: view.getComputedStyle(element).color,
    };
  });
}

async function widgetBackground(widget: CheckoutWidget): Promise<string> {
  return widget.root.evaluate((element) => getComputedStyle(element).backgroundColor);
}

test("theme 'dark' on a light OS: the frame is dark, in the widget's colours", {
  tag: '@color-scheme',
}, async ({ shop, page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await shop.goto({ scenario: 'card-us-credit', theme: 'dark' });
  const widget = await shop.buy();
  await widget.continueToPayment();
  const colours = await frameColours(widget);
  expect(colours.background).toBe(await widgetBackground(widget));
  expect(colours.background).toBe('rgb(21, 23, 28)'); // --nftc-color-background, dark
  expect(colours.label).toBe('rgb(238, 240, 244)'); // --nftc-color-text, dark
  await expectContrastClean(page, 'payment, dark theme, light OS');
});

test("theme 'auto': the open frame follows the OS from light to dark and back", {
  tag: '@color-scheme',
}, async ({ shop, page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await shop.goto({ scenario: 'card-us-credit' });
  const widget = await shop.buy();
  await widget.continueToPayment();
  const light = await frameColours(widget);
  expect(light.background).toBe('rgb(255, 255, 255)');
  expect(light.label).toBe('rgb(21, 24, 30)');
  await expectContrastClean(page, 'payment, auto, light OS');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => (await frameColours(widget)).background).toBe('rgb(21, 23, 28)');
  expect((await frameColours(widget)).label).toBe('rgb(238, 240, 244)');
  expect((await frameColours(widget)).background).toBe(await widgetBackground(widget));
  await expectContrastClean(page, 'payment, auto, switched to dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => (await frameColours(widget)).background).toBe('rgb(255, 255, 255)');
  // The buyer's card still goes through the frame after the switches.
  await widget.fillCard('4242424242424242');
  await widget.continueToReview();
});
