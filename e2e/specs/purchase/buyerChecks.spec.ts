// Who is buying: a first-time buyer verifies the phone with a one-time code and gives the tax id
// in the service's frame; a returning buyer is not asked for the code again; five wrong codes
// lock the phone. Keyboard only, axe clean in every new state, and the SSN never reaches the
// host page. A wrong code moves focus to the error summary, which is announced.
import type { Page } from '@playwright/test';
import { findScenario, TEST_CARDS } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { type CheckoutWidget, freshTestPhone, phoneCode } from '../../models/CheckoutWidget.js';
import { errorSummary, expectSummaryOf, inlineError } from '../../models/formErrors.js';
import { hostPageText, hostStorage } from '../../models/hostPage.js';
import { tabTo } from '../../models/keyboard.js';
import { expectOutcome } from '../../models/outcomes.js';

const scenario = findScenario('card-us-credit')!;

// Every new state is checked by axe in two schemes at two widths: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });
const SSN = '219-09-8765';
const SSN_DIGITS = SSN.replace(/-/g, '');

/** axe in light and dark, at the page's width and at 320 px. */
async function expectAccessibleEverywhere(page: Page, where: string) {
  await expectAccessible(page, where);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await expectAccessible(page, `${where}, 320 px`);
  if (size) await page.setViewportSize(size);
}

/** Types the phone's code by keyboard and goes on with Enter on Continue. */
async function typeCode(page: Page, widget: CheckoutWidget, code: string) {
  await tabTo(page, widget.field('Code from the text message'));
  await page.keyboard.type(code);
  await tabTo(page, widget.continueButton());
  await page.keyboard.press('Enter');
}

test('a first-time buyer verifies the phone and gives the SSN, then pays; returning, skips the code', {
  tag: '@bodies',
}, async ({ shop, page, network }) => {
  const phone = freshTestPhone();
  await shop.goto({ scenario: scenario.id, phone });
  const widget = await shop.buy();
  await widget.waitUntilLoaded();
  await tabTo(page, widget.continueButton());
  await page.keyboard.press('Enter');

  // The phone step: the prefilled phone, Send code, the code (keyboard only).
  await widget.expectStep('phone');
  await expect(widget.heading('Verify your phone')).toBeFocused();
  await expect(widget.field('Phone number')).toHaveValue(phone);
  await expectAccessibleEverywhere(page, 'phone step');
  await tabTo(page, widget.button('Send code'));
  await page.keyboard.press('Enter');
  await expect(
    widget.root.getByText(`We sent a code to ${phone}.`, { exact: false }),
  ).toBeVisible();
  await expect(widget.button(/^New code in \d+ s$/)).toBeVisible();
  await expect(widget.field('Code from the text message')).toHaveAttribute(
    'autocomplete',
    'one-time-code',
  );
  await expectAccessibleEverywhere(page, 'phone step, code sent');
  await typeCode(page, widget, phoneCode(phone));

  // The tax id, typed in the service's frame and shown masked afterwards.
  await widget.expectStep('taxId');
  await expectAccessibleEverywhere(page, 'tax-id step');
  const field = widget.taxIdFrame().getByLabel('Social Security number');
  await tabTo(page, field);
  await page.keyboard.type('000000000');
  await tabTo(page, widget.continueButton());
  await page.keyboard.press('Enter');
  await expect(widget.taxIdFrame().getByText(/not a valid Social Security number/)).toBeVisible();
  await expect(widget.root).toHaveAttribute('data-step', 'taxId');
  await expectAccessibleEverywhere(page, 'tax-id step, number refused');
  await field.fill('');
  await tabTo(page, field, { backwards: true });
  await page.keyboard.type(SSN_DIGITS);
  await expect(field).toHaveValue(SSN);
  await tabTo(page, widget.continueButton());
  await page.keyboard.press('Enter');
  await widget.expectStep('payment');

  // Back shows the number masked, with a way to change it.
  await widget.button('Back').click();
  await widget.expectStep('taxId');
  await expect(widget.root.getByText('•••-••-8765')).toBeVisible();
  await expect(widget.button('Change the number')).toBeVisible();
  await expectAccessibleEverywhere(page, 'tax-id step, number entered');
  await widget.continueButton().click();

  await widget.expectStep('payment');
  await widget.fillCard(TEST_CARDS.usCredit);
  await widget.continueToReview();
  await widget.payButton().click();
  await expectOutcome(shop, widget, scenario, 'aurora', network);

  // The SSN: sent once, by the frame, and nowhere in the host page, its storage or requests.
  const patterns = [SSN, SSN_DIGITS, SSN_DIGITS.slice(0, 5)];
  const leaks = (text: string | null | undefined) =>
    patterns.filter((p) => text?.includes(p) ?? false);
  const sent = network
    .to(`${SANDBOX_ORIGIN}/v1/checkout/tax-ids`)
    .filter((r) => r.method === 'POST');
  expect(
    sent.every((r) => !r.fromHostPage),
    'sent by the frame, not the page',
  ).toBe(true);
  expect(sent.some((r) => leaks(r.postData).includes(SSN_DIGITS))).toBe(true);
  expect(leaks(await hostPageText(page)), 'host DOM').toEqual([]);
  expect(leaks(await hostStorage(page)), 'host storage').toEqual([]);
  for (const r of network.requests.filter((r) => r.fromHostPage)) {
    expect(leaks(`${r.url}\n${r.postData}\n${JSON.stringify(r.headers)}`), r.url).toEqual([]);
  }

  // The same buyer returns: the service remembers the phone, no code this time.
  await shop.close();
  const again = await shop.buy('nebula');
  await again.waitUntilLoaded();
  await expect(again.field('Phone')).toHaveValue(phone);
  await again.continueButton().click();
  await again.expectStep('taxId');
  expect(network.count(SANDBOX_ORIGIN, 'POST', '/v1/checkout/phone/code')).toBe(1);
});

test('five wrong codes lock the phone, with a message that says until when and what to do', async ({
  shop,
  page,
}) => {
  const phone = freshTestPhone();
  await shop.goto({ scenario: scenario.id, phone });
  const widget = await shop.buy();
  await widget.waitUntilLoaded();
  await widget.continueButton().click();
  await widget.expectStep('phone');
  await tabTo(page, widget.button('Send code'));
  await page.keyboard.press('Enter');
  await expect(widget.root.getByText(/^We sent a code to /)).toBeVisible();

  const wrong = String((Number(phoneCode(phone)) + 1) % 1_000_000).padStart(6, '0');
  const code = widget.field('Code from the text message');
  const summary = errorSummary(widget);
  for (const left of [4, 3, 2, 1]) {
    await typeCode(page, widget, wrong);
    // Focus goes to the error summary, an alert (announced on arrival), in the field's words.
    await expect(summary).toBeFocused();
    await expectSummaryOf(widget, [
      { field: code, message: new RegExp(`not right.*${left} tr(y|ies) left`) },
    ]);
    await code.fill('');
    await expect(summary).toHaveCount(0);
  }
  await expectAccessibleEverywhere(page, 'phone step, wrong code');
  await typeCode(page, widget, wrong);
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(
    /Too many wrong codes: this phone is locked until .+ use another phone/,
  );
  await expect(widget.root).toHaveAttribute('data-step', 'phone');
  await expectAccessibleEverywhere(page, 'phone step, locked');
  // The summary's link leads to the code field.
  await summary.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(code).toBeFocused();

  // Even the right code is refused now.
  await code.fill('');
  await typeCode(page, widget, phoneCode(phone));
  await expect(summary).toBeFocused();
  expect(await inlineError(code)).toMatch(/locked until/);
  await expect(widget.root).toHaveAttribute('data-step', 'phone');
});
