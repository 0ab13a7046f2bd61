import { findScenario, TEST_CARDS } from '../../../demo/scenarios.js';
import { expect, test } from '../../fixtures/test.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payByKeyboard } from '../../models/flows.js';
import { tabTo } from '../../models/keyboard.js';

test('keyboard only: a full purchase without the mouse, focus visible, no trap', {
  tag: '@frames',
}, async ({ shop, page }) => {
  const scenario = findScenario('card-us-credit')!;
  await shop.goto({ scenario: scenario.id });
  const widget = shop.widget('aurora');

  await tabTo(page, shop.buyButton('aurora'));
  await page.keyboard.press('Enter');
  await widget.expectStep('details');
  // The checkout does not take focus when it first renders; Tab leads into it, to its first field.
  await tabTo(page, widget.field('First name'));

  // No trap: Tab leaves the checkout for the next card's button, and Shift+Tab comes back.
  await tabTo(page, shop.buyButton('nebula'), { max: 60 });
  await tabTo(page, widget.continueButton(), { backwards: true });
  await page.keyboard.press('Enter');

  // The tax id (a US buyer; the demo buyer's phone is a returning buyer's), in its frame.
  await widget.expectStep('taxId');
  await expect(widget.heading('Social Security number')).toBeFocused();
  const ssn = widget.taxIdFrame().getByLabel('Social Security number');
  await expect(ssn).toBeVisible();
  await tabTo(page, ssn);
  await page.keyboard.type('123456789');
  await expect(ssn).toHaveValue('123-45-6789');
  await tabTo(page, widget.continueButton());
  await page.keyboard.press('Enter');
  await widget.expectStep('payment');
  await expect(widget.heading('Payment method')).toBeFocused();

  await payByKeyboard(page, widget, TEST_CARDS.usCredit);
  await widget.expectStep('complete', TERMINAL_TIMEOUT);
  await shop.singleCallback('aurora', 'complete');
});

test("Enter on Continue: the next step's heading takes focus and shows its ring", async ({
  shop,
  page,
}) => {
  await shop.goto({ scenario: 'card-us-credit' });
  const widget = await shop.buy();
  await widget.waitUntilLoaded();
  await widget.continueButton().focus();
  await page.keyboard.press('Enter');
  await widget.expectStep('taxId');
  const heading = widget.heading('Social Security number');
  await expect(heading).toBeFocused();
  // The pressed button is gone: WebKit's :focus-visible alone would draw no ring here.
  await expect
    .poll(() => heading.evaluate((el) => getComputedStyle(el).outlineStyle))
    .toBe('solid');
});
