import type { Page } from '@playwright/test';
import { findScenario, TEST_CARDS } from '../../../demo/scenarios.js';
import { holdOrderUpdates, holdSession, refuseCheckout } from '../../fixtures/gate.js';
import { expect, test } from '../../fixtures/test.js';
import { keepScreenshot } from '../../models/artifacts.js';
import { type Step, TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payWith, selectMethod } from '../../models/flows.js';
import type { ShopPage } from '../../models/ShopPage.js';

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.scroll, `horizontal scroll at ${where}`).toBeLessThanOrEqual(widths.viewport);
}

/** The step is checked for overflow and kept as a screenshot. */
async function capture(page: Page, info: Parameters<typeof keepScreenshot>[1], step: string) {
  await expectNoHorizontalScroll(page, step);
  await keepScreenshot(page, info, `mobile-${step}`);
}

/** Pays for the second collectible under another scenario and waits for its outcome screen. */
async function payForSecond(shop: ShopPage, scenarioId: string, step: Step) {
  const scenario = findScenario(scenarioId)!;
  await shop.chooseScenario(scenario.id);
  const widget = await shop.buy('nebula');
  await payWith(widget, scenario.payWith);
  await widget.expectStep(step, TERMINAL_TIMEOUT);
  return widget;
}

test.describe('mobile 360×640', () => {
  test(
    'every step of a card purchase fits without horizontal scroll',
    { tag: '@intercept' },
    async ({ shop, page }, info) => {
      // Loading and Processing pass in milliseconds against the fast sandbox: held for the shot.
      const session = await holdSession(page);
      const updates = await holdOrderUpdates(page);
      await shop.goto({ scenario: 'card-us-credit' });
      await capture(page, info, '0-shop');
      await shop.buyButton().click();
      const widget = shop.widget();
      await widget.expectEarlyDetails();
      await capture(page, info, '1-details-before-session');
      await session.release();
      await widget.waitUntilLoaded();
      await capture(page, info, '2-details');
      await widget.continueToPayment();
      await capture(page, info, '3-payment-card');
      await widget.fillCard(TEST_CARDS.usCredit);
      await widget.continueToReview();
      await expect(widget.timer()).toBeVisible();
      await capture(page, info, '4-review');
      await widget.payButton().click();
      await widget.expectStep('processing');
      await capture(page, info, '5-processing');
      await updates.release();
      await widget.expectStep('complete', TERMINAL_TIMEOUT);
      await capture(page, info, '7-complete');
    },
  );

  test('bank account and declined screens fit too', async ({ shop, page }, info) => {
    const ach = findScenario('ach')!;
    await shop.goto({ scenario: ach.id });
    const widget = await shop.buy();
    await widget.continueToPayment();
    await selectMethod(widget, ach.payWith);
    await widget.linkBank();
    await capture(page, info, '3-payment-bank-linked');

    await payForSecond(shop, 'decline-card', 'declined');
    await capture(page, info, '7-declined');
  });

  test('processed, cancelled and refunded screens fit too', async ({ shop, page }, info) => {
    const delivery = findScenario('merchant-delivery')!;
    await shop.goto({ scenario: delivery.id });
    const widget = await shop.buy();
    await payWith(widget, delivery.payWith);
    await widget.expectStep('processed', TERMINAL_TIMEOUT);
    await capture(page, info, '6-processed');

    const cancelled = await payForSecond(shop, 'cancel-netf', 'cancelled');
    await expect(cancelled.refundNotice()).toBeVisible();
    await capture(page, info, '7-cancelled');
  });

  test(
    'expired and error screens fit too',
    { tag: ['@intercept', '@fetch-answer'] },
    async ({ shop, page }, info) => {
      await shop.goto({ scenario: 'expiry', expiresIn: 3 });
      const widget = await shop.buy();
      await widget.expectStep('expired', TERMINAL_TIMEOUT);
      await capture(page, info, '7-expired');

      await refuseCheckout(page);
      await shop.buyButton('nebula').click();
      await shop.widget('nebula').expectStep('error');
      await capture(page, info, '7-error');
    },
  );
});
