import { expect, type Page } from '@playwright/test';
import type { PayWith } from '../../demo/scenarios.js';
import type { CheckoutWidget } from './CheckoutWidget.js';
import { tabTo } from './keyboard.js';

/** Picks the payment method when the checkout offers a choice (one enabled type: no radios). */
export async function selectMethod(widget: CheckoutWidget, payWith: PayWith): Promise<void> {
  const radio = widget.radio(payWith.kind === 'card' ? 'Card' : 'Bank account (ACH)');
  if ((await radio.count()) > 0 && !(await radio.isChecked())) await radio.check();
}

/** Details (prefilled) → payment method filled in → review. */
export async function reachReview(widget: CheckoutWidget, payWith: PayWith): Promise<void> {
  await widget.expectStep('details');
  await widget.continueToPayment();
  await selectMethod(widget, payWith);
  if (payWith.kind === 'card') await widget.fillCard(payWith.number);
  else await widget.linkBank();
  await widget.continueToReview();
}

/** The whole purchase up to the Pay click. */
export async function payWith(widget: CheckoutWidget, payWith: PayWith): Promise<void> {
  await reachReview(widget, payWith);
  await widget.payButton().click();
}

/**
 * On the payment step, by keyboard alone: the card's fields in its frame, on to the review, and
 * Pay. A buyer tabs to the card fields once they are on screen; before the frame has loaded,
 * focus would stop on the frame's empty document.
 */
export async function payByKeyboard(
  page: Page,
  widget: CheckoutWidget,
  cardNumber: string,
): Promise<void> {
  const frame = widget.cardFrame();
  await expect(frame.getByLabel('Card number')).toBeVisible();
  await tabTo(page, frame.getByLabel('Card number'));
  await page.keyboard.type(cardNumber);
  await tabTo(page, frame.getByLabel('Expiry date (MM / YY)'));
  await page.keyboard.type('1234');
  await tabTo(page, frame.getByLabel('Security code (CVC)'));
  await page.keyboard.type('123');
  // Out of the frame again, on to the next control of the checkout.
  await tabTo(page, widget.button('Continue to review'));
  await page.keyboard.press('Enter');
  await widget.expectStep('review');
  await tabTo(page, widget.payButton());
  await page.keyboard.press('Enter');
}
