import { BANK_LOGIN } from '../../../demo/scenarios.js';
import { SANDBOX_URL } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import type { CheckoutWidget } from '../../models/CheckoutWidget.js';
import { errorSummary, expectSummaryOf, inlineError } from '../../models/formErrors.js';
import type { ShopPage } from '../../models/ShopPage.js';

// Two axe runs (light, dark) per state take longer than the default test timeout.
test.describe.configure({ timeout: 120_000 });

async function openBankLogin(shop: ShopPage): Promise<CheckoutWidget> {
  await shop.goto({ scenario: 'ach' });
  const widget = await shop.buy();
  await widget.continueToPayment();
  await expect(widget.field('Bank username')).toBeVisible();
  return widget;
}

test.describe('bank login', () => {
  test('the fields carry their autocomplete purposes', async ({ shop }) => {
    const widget = await openBankLogin(shop);
    await expect(widget.field('Bank username')).toHaveAttribute('autocomplete', 'username');
    await expect(widget.field('Bank password')).toHaveAttribute('autocomplete', 'current-password');
  });

  test('a missing username marks the username, and the summary leads there', async ({
    shop,
    page,
  }) => {
    const widget = await openBankLogin(shop);
    const username = widget.field('Bank username');
    const password = widget.field('Bank password');
    await password.fill(BANK_LOGIN.password);
    // Submitted from the keyboard: Enter in the password field.
    await password.press('Enter');

    const summary = errorSummary(widget);
    await expect(summary).toBeFocused();
    await expectSummaryOf(widget, [{ field: username, message: /^Enter your bank username/ }]);
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(await inlineError(password)).toBeNull();
    await expectAccessible(page, 'bank login, username missing');

    // The link moves focus to the field, inside the checkout, without touching the host's URL.
    const url = page.url();
    await summary.getByRole('link').press('Enter');
    await expect(username).toBeFocused();
    expect(page.url()).toBe(url);

    // Both missing: both marked, in form order.
    await password.fill('');
    await widget.button('Link bank account').click();
    await expect(summary).toBeFocused();
    await expectSummaryOf(widget, [
      { field: username, message: /^Enter your bank username/ },
      { field: password, message: /^Enter your bank password/ },
    ]);
  });

  test('a refused login: focus on the error, tied to the password field, saying how to fix', async ({
    shop,
    page,
  }) => {
    const widget = await openBankLogin(shop);
    await widget.field('Bank username').fill(BANK_LOGIN.username);
    await widget.field('Bank password').fill('not-the-password');
    await widget.button('Link bank account').click();

    const summary = errorSummary(widget);
    await expect(summary).toBeFocused();
    await expectSummaryOf(widget, [
      {
        field: widget.field('Bank password'),
        message: /did not accept .* Enter the ones you use for online banking/,
      },
    ]);
    await expectAccessible(page, 'bank login refused');

    // A second refusal with the same words takes focus again.
    await widget.field('Bank password').focus();
    await widget.button('Link bank account').click();
    await expect(summary).toBeFocused();
  });

  test('a service that cannot be reached is not blamed on a field', { tag: '@intercept' }, async ({
    shop,
    page,
  }) => {
    const widget = await openBankLogin(shop);
    await page.route(`${SANDBOX_URL}/checkout/bank-links`, (route) =>
      route.abort('connectionreset'),
    );
    await widget.field('Bank username').fill(BANK_LOGIN.username);
    await widget.field('Bank password').fill(BANK_LOGIN.password);
    await widget.button('Link bank account').click();

    const summary = errorSummary(widget);
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('We could not reach the payment service');
    await expect(summary.getByRole('link')).toHaveCount(0);
    await expect(widget.root.locator('[aria-invalid=true]')).toHaveCount(0);
    await expectAccessible(page, 'bank login, service unreachable');
  });

  test('a linked account takes focus and is announced', { tag: '@frames' }, async ({
    shop,
    page,
  }) => {
    const widget = await openBankLogin(shop);
    // The live region must exist before the text arrives, or it is not announced.
    const regions = widget.root.locator('.nftc-step').getByRole('status');
    await expect.soft(regions, 'a polite live region in the bank login').toHaveCount(1);
    const region = (await regions.count()) === 1 ? await regions.elementHandle() : null;
    await widget.field('Bank username').fill(BANK_LOGIN.username);
    await widget.field('Bank password').fill(BANK_LOGIN.password);
    await widget.button('Link bank account').click();

    const linked = widget.root.getByText(/^Linked /);
    await expect(linked).toBeFocused();
    expect(await region?.evaluate((el) => el.isConnected && el.textContent)).toMatch(/^Linked /);
    await expectAccessible(page, 'bank linked, focused');
  });
});
