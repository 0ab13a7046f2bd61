import { findScenario, TEST_CARDS } from '../../../demo/scenarios.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessibleEverywhere } from '../../models/accessibility.js';
import { type CheckoutWidget, TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { tabTo } from '../../models/keyboard.js';
import { expectOutcome } from '../../models/outcomes.js';
import { closeSheet, payInSheet } from '../../models/testWalletSheet.js';

const wallets = findScenario('wallets')!;

/** The wallet frame and its Google Pay button (Apple Pay waits for the domain: not registered). */
function walletButtons(widget: CheckoutWidget) {
  const frame = widget.root.locator('iframe[title="Pay with a wallet"]');
  const inside = frame.contentFrame();
  return {
    frame,
    googlePay: inside.getByRole('button', { name: 'Pay with Google Pay' }),
    applePay: inside.getByRole('button', { name: 'Pay with Apple Pay' }),
  };
}

/** The amount on the Pay button, as the sheet's total writes it: `Total: 123.45 USD`. */
async function payButtonTotal(widget: CheckoutWidget): Promise<string> {
  const label = (await widget.payButton().textContent()) ?? '';
  return `Total: ${/\$([\d,]+\.\d\d)/.exec(label)?.[1]?.replaceAll(',', '')} USD`;
}

// The sandbox's test wallet is a payment handler, which only Chromium runs (wallets.spec.ts
// checks what Firefox and WebKit tell the host instead).
test.describe('paying with a wallet @payment-handler', () => {
  test('Google Pay through the test wallet: the sheet, the review, Complete', async ({
    shop,
    page,
    network,
  }) => {
    await shop.goto({ scenario: wallets.id });
    const widget = await shop.buy();
    await widget.continueToPayment();
    const { frame, googlePay, applePay } = walletButtons(widget);
    await expect(googlePay).toBeVisible();
    await expect(applePay).toBeHidden();
    await expect(widget.radio('Card')).toBeChecked();

    await googlePay.click();
    const shown = await payInSheet(page, { pay: 'approved' });
    expect(shown.payee).toBe(`Google Pay to ${new URL(page.url()).origin}`);
    await widget.expectStep('review');
    await expect(widget.root.getByText(/Google Pay, Visa\s*•+\s*4242/)).toBeVisible();
    expect(shown.total).toBe(await payButtonTotal(widget));
    await expect(frame).toHaveCount(0);

    await widget.payButton().click();
    await expectOutcome(shop, widget, wallets, 'aurora', network);
    const told = await shop.callbacks('aurora', 'wallet_unavailable');
    expect(told.map((e) => e.payload)).toMatchObject([
      { wallet: 'apple_pay', reason: 'domain_not_registered' },
    ]);
  });

  test('a declined wallet card, then a card completes the same order', async ({ shop, page }) => {
    await shop.goto({ scenario: wallets.id });
    const widget = await shop.buy();
    await widget.continueToPayment();
    await walletButtons(widget).googlePay.click();
    await payInSheet(page, { pay: 'declined' });
    await widget.expectStep('review');
    await widget.payButton().click();
    await widget.expectStep('declined', TERMINAL_TIMEOUT);
    const declined = await shop.singleCallback<{ orderId: string; reasonCode: string }>(
      'aurora',
      'declined',
    );
    expect(declined.reasonCode).toBe('CARD_DECLINED');

    await widget.button('Try another payment method').click();
    await widget.expectStep('payment');
    await expect(walletButtons(widget).googlePay).toBeVisible();
    await expect(widget.radio('Card')).toBeChecked();
    await widget.fillCard(TEST_CARDS.usCredit);
    await widget.continueToReview();
    await widget.payButton().click();
    await widget.expectStep('complete', TERMINAL_TIMEOUT);
    const complete = await shop.singleCallback<{ orderId: string }>('aurora', 'complete');
    expect(complete.orderId).toBe(declined.orderId);
  });

  test('the buyer closes the sheet and pays by card', async ({ shop, page, network }) => {
    await shop.goto({ scenario: wallets.id });
    const widget = await shop.buy();
    await widget.continueToPayment();
    const { googlePay } = walletButtons(widget);
    await googlePay.click();
    await closeSheet(page);
    // The sheet closed, nothing chosen: the buyer is where they were, and can press again.
    await expect(googlePay).toBeEnabled();
    await widget.expectStep('payment');
    await expect(widget.radio('Card')).toBeChecked();
    expect(await shop.callbacks('aurora', 'declined')).toHaveLength(0);

    await widget.fillCard(TEST_CARDS.usCredit);
    await widget.continueToReview();
    await widget.payButton().click();
    await expectOutcome(shop, widget, wallets, 'aurora', network);
  });

  test('keyboard only: Tab to the wallet, Enter, pay; axe clean at every width and colour', async ({
    shop,
    page,
  }) => {
    await shop.goto({ scenario: wallets.id });
    const widget = await shop.buy();
    await widget.continueToPayment();
    const { googlePay } = walletButtons(widget);
    await expect(googlePay).toBeVisible();
    await expectAccessibleEverywhere(page, 'payment step, Google Pay offered');

    await tabTo(page, googlePay, { backwards: true });
    await page.keyboard.press('Enter');
    await payInSheet(page, { pay: 'debit' });
    await widget.expectStep('review');
    await expect(widget.root.getByText(/Google Pay, Visa\s*•+\s*1157/)).toBeVisible();
    await tabTo(page, widget.payButton());
    await page.keyboard.press('Enter');
    await widget.expectStep('complete', TERMINAL_TIMEOUT);
  });
});

test.describe('paying with Apple Pay on a registered domain @payment-handler', () => {
  test('the merchant registered the shop’s host name: both wallets, Apple Pay pays', async ({
    shop,
    page,
    sandbox,
    network,
  }) => {
    // Another host name for the same shop, so the other specs' 127.0.0.1 stays unregistered.
    await sandbox.addPaymentDomain('localhost');
    await shop.goto({ scenario: wallets.id, host: 'localhost' });
    const widget = await shop.buy();
    await widget.continueToPayment();
    const { googlePay, applePay } = walletButtons(widget);
    await expect(googlePay).toBeVisible();
    await expect(applePay).toBeVisible();
    await applePay.click();
    const shown = await payInSheet(page, { pay: 'approved' });
    expect(shown.payee).toBe(`Apple Pay to ${new URL(page.url()).origin}`);
    await widget.expectStep('review');
    await expect(widget.root.getByText(/Apple Pay, Visa\s*•+\s*4242/)).toBeVisible();
    await widget.payButton().click();
    await expectOutcome(shop, widget, wallets, 'aurora', network);
    expect(await shop.callbacks('aurora', 'wallet_unavailable')).toEqual([]);
  });
});
