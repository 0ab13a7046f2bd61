import type { Page } from '@playwright/test';
import { findScenario } from '../../../demo/scenarios.js';
import frenchMain from '../../../src/checkout/locales/fr/main.js';
import frenchPurchase from '../../../src/checkout/locales/fr/purchase.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessibleEverywhere } from '../../models/accessibility.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { reachReview, selectMethod } from '../../models/flows.js';
import { switchLanguageAndBack } from '../../models/liveLanguage.js';

/** How many of the shop's submit() calls settled paid (its log's `submitted` lines). */
const submittedCount = (page: Page) =>
  page.evaluate(
    () =>
      window.nftcDemo?.events.filter((e) => e.source === 'shop' && e.name === 'submitted').length,
  );

// The shop drives the checkout through its handle: update({ locale }) from its language switch,
// submit() from its own Pay button (submitButton: false).
test('the shop switches the language live on every step and pays with its own button: heading and expiry time follow, typed details stay, one payment', {
  tag: '@requests',
}, async ({ shop, page }) => {
  const scenario = findScenario('card-us-credit')!;
  await shop.goto({ scenario: scenario.id, ownPay: true });
  const widget = await shop.buy();
  await widget.waitUntilLoaded();
  await widget.field('First name').fill('Ada-Marie');

  // On each step, to French and back: the heading and the expiry time follow each time.
  await switchLanguageAndBack(
    page,
    widget,
    { en: 'Your details', fr: frenchMain.headings.details },
    () => expect(widget.field('Prénom')).toHaveValue('Ada-Marie'),
  );
  await expect(widget.field('First name')).toHaveValue('Ada-Marie');
  const phone = await widget.field('Phone').inputValue();
  await widget.continueButton().click();
  await expect(widget.root).not.toHaveAttribute('data-step', 'details');
  if ((await widget.step()) === 'phone') {
    await switchLanguageAndBack(page, widget, {
      en: 'Verify your phone',
      fr: frenchPurchase.phone.heading,
    });
    await widget.verifyPhone(phone);
  }
  await switchLanguageAndBack(page, widget, {
    en: 'Social Security number',
    fr: frenchPurchase.taxId.heading,
  });
  await widget.enterTaxId();
  await widget.expectStep('payment');
  await switchLanguageAndBack(page, widget, {
    en: 'Payment method',
    fr: frenchPurchase.headings.payment,
  });
  await selectMethod(widget, scenario.payWith);
  if (scenario.payWith.kind === 'card') await widget.fillCard(scenario.payWith.number);
  await widget.continueToReview();
  await switchLanguageAndBack(page, widget, {
    en: 'Review and pay',
    fr: frenchPurchase.headings.review,
  });
  // The widget's own Pay button is gone; the shop's pays, and a second click pays nothing more.
  await expect(widget.payButton()).toHaveCount(0);
  const ownPay = page.getByRole('button', { name: 'Pay with the shop’s button' });
  await expectAccessibleEverywhere(page, 'review, the shop’s own Pay button');
  let confirms = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/checkout/confirm')) confirms++;
  });
  // Two clicks, two submit() calls: one confirm, and both settle with the payment. The confirm
  // is held a moment on its way, as a slow network would: the second click lands while the
  // first payment is in flight, however fast the sandbox answers.
  await page.route('**/v1/checkout/confirm', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await ownPay.dblclick();
  await widget.expectStep('complete', TERMINAL_TIMEOUT);
  await shop.singleCallback('aurora', 'complete');
  expect(confirms).toBe(1);
  await expect.poll(() => submittedCount(page)).toBe(2);
});

test('a live language change redraws the step on screen: its Continue button and the method names', async ({
  shop,
  page,
}) => {
  await shop.goto({ scenario: 'ach', ownPay: true });
  const widget = await shop.buy();
  await widget.continueToPayment();
  await expect(widget.radio('Card')).toBeVisible();
  await widget.radio('Bank account (ACH)').check();

  const language = page.getByLabel('Checkout language').locator('visible=true');
  await language.selectOption('fr-FR');
  await expect(widget.heading(frenchPurchase.headings.payment)).toBeVisible();
  await expect(widget.button(frenchMain.buttons.continueToReview)).toBeVisible();
  const card = widget.root.getByRole('radio', { name: frenchPurchase.methods.card, exact: true });
  const bank = widget.root.getByRole('radio', { name: frenchPurchase.methods.ach, exact: true });
  await expect(card).toBeVisible();
  await expect(bank).toBeChecked();
  await expect(widget.root.getByText('Continue to review')).toHaveCount(0);

  await language.selectOption('en-US');
  await expect(widget.button('Continue to review')).toBeVisible();
  await expect(widget.radio('Bank account (ACH)')).toBeChecked();
});

test('the shop swaps the theme and its onComplete live: the same checkout, only the handler in place is called', {
  tag: '@frames',
}, async ({ shop, page }) => {
  const scenario = findScenario('card-us-credit')!;
  await shop.goto({ scenario: scenario.id, ownPay: true, theme: 'light' });
  const widget = await shop.buy();
  await widget.expectStep('details');
  await widget.field('First name').fill('Ada-Marie');
  const drawn = await widget.root.elementHandle();

  const theme = page.getByLabel('Checkout theme').locator('visible=true');
  await theme.selectOption('dark');
  await expect(widget.root).toHaveAttribute('data-theme', 'dark');
  await expect(widget.field('First name')).toHaveValue('Ada-Marie');
  expect(await widget.root.evaluate((root, before) => root === before, drawn)).toBe(true);

  // The receipt handler in, out and in again: the last one in place hears the completion.
  const receipt = page.getByLabel('Show the shop’s receipt on completion').locator('visible=true');
  await receipt.check();
  await receipt.uncheck();
  await receipt.check();
  await reachReview(widget, scenario.payWith);
  await page.getByRole('button', { name: 'Pay with the shop’s button' }).click();
  await widget.expectStep('complete', TERMINAL_TIMEOUT);
  const complete = await shop.singleCallback<{ orderId: string }>('aurora', 'complete');
  await expect(page.locator('[data-receipt="aurora"]')).toContainText(
    `Receipt: order ${complete.orderId}`,
  );
  const receipts = (await shop.events()).filter((e) => e.source === 'shop' && e.name === 'receipt');
  expect(receipts).toHaveLength(1);
  await expectAccessibleEverywhere(page, 'complete, the shop’s receipt and controls');
});
