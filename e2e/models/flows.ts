import type { PayWith } from '../../demo/scenarios.js';
import type { CheckoutWidget } from './CheckoutWidget.js';

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
