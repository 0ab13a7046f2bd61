import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessibleEverywhere } from '../../models/accessibility.js';
import type { CheckoutWidget } from '../../models/CheckoutWidget.js';
import { expectOutcome } from '../../models/outcomes.js';
import { payInSheet } from '../../models/testWalletSheet.js';

const wallets = findScenario('wallets')!;
const WALLET_EMAIL = 'wallet.buyer@example.com';

const googlePay = (widget: CheckoutWidget) =>
  widget.root
    .locator('iframe[title="Pay with a wallet"]')
    .contentFrame()
    .getByRole('button', { name: 'Pay with Google Pay' });

/** The checks the session asks after the details, as for a card: the phone code, the SSN. */
async function passChecks(widget: CheckoutWidget, phone: string): Promise<void> {
  await expect(widget.root).not.toHaveAttribute('data-step', 'details');
  if ((await widget.step()) === 'phone') await widget.verifyPhone(phone);
  if ((await widget.step()) === 'taxId') await widget.enterTaxId();
}

/** The email the confirm sent for the buyer. */
function confirmedEmail(network: {
  to(origin: string): { url: string; postData: string | null }[];
}) {
  const confirm = network.to(SANDBOX_ORIGIN).find((r) => r.url.endsWith('/v1/checkout/confirm'));
  return (JSON.parse(confirm?.postData ?? '{}') as { buyer?: { emailAddress?: string } }).buyer
    ?.emailAddress;
}

// The wallet above the details form (`expressWallets`): the test wallet is Chromium's alone.
test.describe('express wallets @payment-handler', () => {
  test('the wallet fills the empty email, the checks run, and the buyer pays on the review', async ({
    shop,
    page,
    network,
  }) => {
    await shop.goto({ scenario: wallets.id, express: true });
    const widget = await shop.buy();
    await widget.expectStep('details');
    await expect(googlePay(widget)).toBeVisible();
    await expectAccessibleEverywhere(page, 'details step, Google Pay above the form');

    const phone = await widget.field('Phone').inputValue();
    await widget.field('Email').fill('');
    await googlePay(widget).click();
    await payInSheet(page, { pay: 'approved', email: WALLET_EMAIL });
    await passChecks(widget, phone);
    // The payment step is passed by itself: the wallet is the payment.
    await widget.expectStep('review');
    await expect(widget.root.getByText(/Google Pay, Visa\s*•+\s*4242/)).toBeVisible();
    await widget.payButton().click();
    await expectOutcome(shop, widget, wallets, 'aurora', network);
    expect(confirmedEmail(network)).toBe(WALLET_EMAIL);
  });

  test('what the wallet does not send is asked, and only that', async ({ shop, page, network }) => {
    await shop.goto({ scenario: wallets.id, express: true });
    const widget = await shop.buy();
    const phone = await widget.field('Phone').inputValue();
    const email = await widget.field('Email').inputValue();
    const street = widget.field('Street address');
    const kept = await street.inputValue();
    await street.fill('');
    await googlePay(widget).click();
    await payInSheet(page, { pay: 'approved', email: WALLET_EMAIL });

    // Still on the details: the street is missing, the rest is kept as the buyer left it.
    await expect(widget.root.getByText(/^Paying with Google Pay, Visa/)).toBeVisible();
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expect(widget.root.locator('.nftc-error-summary-list li')).toHaveCount(1);
    await expect(widget.field('Email')).toHaveValue(email);
    await widget.expectStep('details');
    await street.fill(kept);
    await widget.continueButton().click();
    await passChecks(widget, phone);
    await widget.expectStep('review');
    await widget.payButton().click();
    await expectOutcome(shop, widget, wallets, 'aurora', network);
    expect(confirmedEmail(network)).toBe(email);
  });
});
