import type { Page } from '@playwright/test';
import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_URL } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { expectOutcome } from '../../models/outcomes.js';

const FRAME_PAGE = new RegExp(`^${SANDBOX_URL}/checkout/card-frame\\?`);

/**
 * The first `failures` loads of the card frame page get a 503 from in front of the sandbox;
 * every later one reaches it. Returns how many loads were asked for.
 */
async function failFramePage(page: Page, failures: number): Promise<() => number> {
  let loads = 0;
  await page.route(FRAME_PAGE, (route) => {
    loads++;
    if (loads > failures) return route.continue();
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
  });
  return () => loads;
}

test('a card frame page that fails once (503) comes back by itself, details kept', {
  tag: '@intercept',
}, async ({ shop, page }) => {
  const loads = await failFramePage(page, 1);
  const scenario = findScenario('card-us-credit')!;
  await shop.goto({ scenario: scenario.id });
  const widget = await shop.buy();
  await widget.field('City').fill('Oakland');
  await widget.continueToPayment();
  // Filled as soon as the frame's fields are there: only after a second load.
  await widget.fillCard('4242424242424242');
  expect(loads()).toBe(2);
  // The rest of the checkout is as the buyer left it.
  await widget.button('Back').click();
  await widget.expectStep('taxId');
  await widget.button('Back').click();
  await widget.expectStep('details');
  await expect(widget.field('City')).toHaveValue('Oakland');
  await widget.continueToPayment();
  await widget.fillCard('4242424242424242');
  await widget.continueToReview();
  await widget.payButton().click();
  await expectOutcome(shop, widget, scenario);
  expect(await shop.callbacks('aurora', 'error')).toEqual([]);
});

test('a card frame that keeps failing: Try again for the buyer, the host told once', {
  tag: '@intercept',
}, async ({ shop, page }) => {
  // The first load and both automatic retries fail; the buyer's Try again gets through.
  const loads = await failFramePage(page, 3);
  const scenario = findScenario('card-us-credit')!;
  await shop.goto({ scenario: scenario.id });
  const widget = await shop.buy();
  await widget.continueToPayment();
  const again = widget.button('Try again');
  await expect(again).toBeVisible({ timeout: TERMINAL_TIMEOUT });
  await expect(widget.root.getByRole('alert')).toHaveText(/The card form could not load/);
  expect(loads()).toBe(3);
  const error = await shop.singleCallback<{ code: string }>('aurora', 'error');
  expect(error.code).toBe('NETWORK');

  // Continue says what is true, not that the form is still loading.
  await widget.button('Continue to review').click();
  await expect(widget.root.getByRole('alert')).toHaveText(/The card form could not load/);

  await again.click();
  await widget.fillCard('4242424242424242');
  await expect(widget.root.getByRole('alert')).toHaveCount(0);
  await widget.continueToReview();
  await widget.payButton().click();
  await expectOutcome(shop, widget, scenario);
  expect(await shop.callbacks('aurora', 'error')).toHaveLength(1);
});
