import { findScenario } from '../../../demo/scenarios.js';
import { expect, test } from '../../fixtures/test.js';
import type { CheckoutWidget } from '../../models/CheckoutWidget.js';
import { selectMethod } from '../../models/flows.js';
import { expectReadingOrderIsFocusOrder } from '../../models/readingOrder.js';

/** Every button of the payment step: the bank login's own, then Back and Continue. */
const stepButtons = (widget: CheckoutWidget) =>
  widget.root.locator('.nftc-step').getByRole('button');

for (const viewport of [
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`payment step actions at ${viewport.width} px`, () => {
    test.use({ viewport });

    const narrow = viewport.width < 480 ? { tag: '@narrow' } : {};
    test(
      'card, bank login and linked bank: drawn in the order Tab reaches them',
      narrow,
      async ({ shop, page }) => {
        const scenario = findScenario('ach')!;
        await shop.goto({ scenario: scenario.id });
        const widget = await shop.buy();
        await widget.continueToPayment();

        await selectMethod(widget, { kind: 'card', number: '' });
        await expect(widget.cardFrame().getByLabel('Card number')).toBeVisible();
        await expectReadingOrderIsFocusOrder(page, stepButtons(widget), 'card step');

        await selectMethod(widget, scenario.payWith);
        await expect(widget.field('Bank username')).toBeVisible();
        await expectReadingOrderIsFocusOrder(page, stepButtons(widget), 'bank login');

        await widget.linkBank();
        await expectReadingOrderIsFocusOrder(page, stepButtons(widget), 'bank linked');
      },
    );
  });
}
