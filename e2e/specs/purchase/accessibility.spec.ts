import { findScenario, TEST_CARDS } from '../../../demo/scenarios.js';
import { holdOrderUpdates, holdSession } from '../../fixtures/gate.js';
import { test } from '../../fixtures/test.js';
import { expectAccessible, expectAccessibleWhileHeld } from '../../models/accessibility.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';

// Two axe runs (light, dark) per step take longer than the default test timeout.
test.describe.configure({ timeout: 180_000 });

// Terminal screens are checked in the outcome specs (complete, declined, cancelled, expired,
// processed) and in errors.spec.ts; this walks every step of a purchase, light and dark.
test('axe: zero violations at every step of a card purchase, light and dark', {
  tag: '@intercept',
}, async ({ shop, page }) => {
  // Loading and Processing last milliseconds against the fast sandbox: held open for axe.
  const session = await holdSession(page);
  const updates = await holdOrderUpdates(page);
  await shop.goto({ scenario: 'card-us-credit' });
  await expectAccessible(page, 'shop before checkout');
  await shop.buyButton().click();
  const widget = shop.widget();
  await widget.expectEarlyDetails();
  await expectAccessibleWhileHeld(page, 'details before the session arrives');
  await session.release();
  await widget.waitUntilLoaded();
  await expectAccessible(page, 'details');
  await widget.field('Email').fill('not-an-email');
  await widget.continueButton().click();
  await expectAccessible(page, 'details with an error');
  await widget.field('Email').fill('ada@example.com');
  await widget.continueToPayment();
  await expectAccessible(page, 'payment (card)');
  await widget.fillCard(TEST_CARDS.usCredit);
  await widget.continueToReview();
  await expectAccessible(page, 'review');
  await widget.payButton().click();
  await widget.expectStep('processing');
  await expectAccessible(page, 'processing');
  await updates.release();
  await widget.expectStep('complete', TERMINAL_TIMEOUT);
  await expectAccessible(page, 'complete');
});

test('axe: zero violations on the bank-account steps, light and dark', async ({ shop, page }) => {
  const scenario = findScenario('ach')!;
  await shop.goto({ scenario: scenario.id });
  const widget = await shop.buy();
  await widget.continueToPayment();
  await expectAccessible(page, 'payment (bank login)');
  await widget.linkBank();
  await expectAccessible(page, 'payment (bank linked)');
  await widget.continueToReview();
  await expectAccessible(page, 'review (ACH)');
});
