import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { errorSummary, expectSummaryOf, inlineError } from '../../models/formErrors.js';
import { tabTo } from '../../models/keyboard.js';

// Two axe runs (light, dark) take longer than the default test timeout.
test.describe.configure({ timeout: 120_000 });

test.describe('buyer details: errors', () => {
  test('a failed submit: a summary at the top takes focus and links to each field', async ({
    shop,
    page,
  }) => {
    await shop.goto({ scenario: 'card-us-credit' });
    const widget = await shop.buy();
    await widget.expectStep('details');
    const firstName = widget.field('First name');
    const email = widget.field('Email');
    const postalCode = widget.field('Postal code');
    await firstName.fill('');
    await email.fill('ada@');
    await postalCode.fill('9410');
    await widget.continueButton().click();

    const summary = errorSummary(widget);
    await expect(summary).toBeFocused();
    await expect(widget.root).toHaveAttribute('data-step', 'details');
    await expectSummaryOf(widget, [
      { field: firstName, message: 'Enter your first name.' },
      { field: email, message: 'Enter an email address like name@example.com.' },
      { field: postalCode, message: /5 digits, like 94103/ },
    ]);
    await expectAccessible(page, 'details with an error summary');

    // Keyboard: Tab into the summary's links; Enter moves focus to the field, not the host URL.
    const url = page.url();
    await tabTo(page, summary.getByRole('link', { name: /email address/ }));
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    expect(page.url()).toBe(url);

    // A fixed field leaves the summary; the others stay, still matching their inline messages.
    await email.fill('ada@example.com');
    await expectSummaryOf(widget, [
      { field: firstName, message: 'Enter your first name.' },
      { field: postalCode, message: /5 digits, like 94103/ },
    ]);

    // Another failed submit takes focus to the summary again.
    await firstName.focus();
    await widget.continueButton().click();
    await expect(summary).toBeFocused();
  });

  test('each message says what a valid value looks like, for the chosen country', async ({
    shop,
  }) => {
    await shop.goto({ scenario: 'card-us-credit' });
    const widget = await shop.buy();
    await widget.expectStep('details');
    const postalCode = widget.field('Postal code');
    const country = widget.field('Country');
    const submit = widget.continueButton();

    await postalCode.fill('ABC');
    await submit.click();
    expect(await inlineError(postalCode)).toMatch(/5 digits, like 94103/);
    await country.selectOption('CA');
    await expect.poll(() => inlineError(postalCode)).toMatch(/like K1A 0B1/);
    await country.selectOption('GB');
    await expect.poll(() => inlineError(postalCode)).toMatch(/like SW1A 1AA/);
    await postalCode.fill('SW1A 1AA');
    await expect(postalCode).not.toHaveAttribute('aria-invalid', 'true');
    await country.selectOption('FR');
    await postalCode.fill('!');
    await submit.click();
    expect(await inlineError(postalCode)).toMatch(/letters, digits/);

    const dateOfBirth = widget.field('Date of birth');
    await dateOfBirth.fill('2099-01-01');
    await submit.click();
    expect(await inlineError(dateOfBirth)).toMatch(/in the past/);
    const adult = new Date().getFullYear() - 10;
    await dateOfBirth.fill(`${adult}-01-01`);
    await submit.click();
    expect(await inlineError(dateOfBirth)).toMatch(/18 or older.*Check/);
  });
});
