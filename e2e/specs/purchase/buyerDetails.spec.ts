import { findScenario, TEST_CARDS } from '../../../demo/scenarios.js';
import { DEMO_BUYER } from '../../../demo/server/tokenRequest.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { selectMethod } from '../../models/flows.js';

test.describe('buyer details and payment methods', () => {
  test('prefill is shown, editable, and the edited values are what gets paid with', {
    tag: '@bodies',
  }, async ({ shop, page }) => {
    await shop.goto({ scenario: 'card-us-credit' });
    const widget = await shop.buy();
    await widget.expectStep('details');
    const prefilled: [string, string][] = [
      ['First name', DEMO_BUYER.firstName],
      ['Last name', DEMO_BUYER.lastName],
      ['Date of birth', DEMO_BUYER.dateOfBirth],
      ['Email', DEMO_BUYER.emailAddress],
      ['Phone', DEMO_BUYER.phone],
      ['Street address', DEMO_BUYER.address.street1],
      ['Apartment, suite (optional)', DEMO_BUYER.address.street2],
      ['City', DEMO_BUYER.address.city],
      ['State / region', DEMO_BUYER.address.regionCode],
      ['Postal code', DEMO_BUYER.address.postalCode],
    ];
    for (const [label, value] of prefilled) await expect(widget.field(label)).toHaveValue(value);
    await expect(widget.field('Country')).toHaveValue(DEMO_BUYER.address.countryCode);

    // An invalid edit is refused next to its field, a valid one is kept.
    await widget.field('Email').fill('not-an-email');
    await widget.continueButton().click();
    await expect(widget.root).toHaveAttribute('data-step', 'details');
    await expect(widget.field('Email')).toHaveAttribute('aria-invalid', 'true');
    await widget.field('Email').fill('grace@example.com');
    await widget.field('First name').fill('Grace');
    await widget.field('Last name').fill('Hopper');
    await widget.continueToPayment();

    await widget.fillCard(TEST_CARDS.usCredit);
    await widget.continueToReview();
    const confirm = page.waitForRequest(
      (r) => r.url() === `${SANDBOX_ORIGIN}/v1/checkout/confirm` && r.method() === 'POST',
    );
    await widget.payButton().click();
    const body = (await confirm).postDataJSON();
    expect(body.buyer).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: 'grace@example.com',
      address: { city: DEMO_BUYER.address.city, countryCode: 'US' },
    });
    await widget.expectStep('complete', TERMINAL_TIMEOUT);
  });

  test('all methods enabled, ACH as default: both offered, ACH preselected', async ({ shop }) => {
    await shop.goto({ scenario: 'ach' });
    const widget = await shop.buy();
    await widget.continueToPayment();
    await expect(widget.radio('Card')).toBeVisible();
    await expect(widget.radio('Bank account (ACH)')).toBeChecked();
    await expect(widget.field('Bank username')).toBeVisible();
  });

  test('cards only: no bank option, card fields shown', async ({ shop }) => {
    await shop.goto({ scenario: 'card-only' });
    const widget = await shop.buy();
    await widget.continueToPayment();
    await expect(widget.radio('Bank account (ACH)')).toHaveCount(0);
    await expect(widget.field('Bank username')).toHaveCount(0);
    await expect(widget.cardFrame().getByLabel('Card number')).toBeVisible();
  });

  test('bank account only: no card option, bank login shown and usable', async ({ shop }) => {
    const scenario = findScenario('ach-only')!;
    await shop.goto({ scenario: scenario.id });
    const widget = await shop.buy();
    await widget.continueToPayment();
    await expect(widget.radio('Card')).toHaveCount(0);
    await expect(widget.root.locator('iframe[title="Card details"]')).toHaveCount(0);
    await selectMethod(widget, scenario.payWith);
    await widget.linkBank();
    await widget.continueToReview();
  });
});
