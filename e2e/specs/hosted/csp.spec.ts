// The hosted page lives under its own strict policy: not one violation when it loads, through a
// whole purchase (the service's frames included) or on a refusal page; and none on the bank's
// challenge page opened in a window of its own. A page without a declared icon makes Firefox and
// WebKit ask for /favicon.ico, which the policy blocks: the pages declare the service's icon.
// Standard Playwright only (init scripts, console), so the spec runs in every engine.
import type { Page } from '@playwright/test';
import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { recordCspViolations } from '../../fixtures/instrumentation.js';
import { expect, test } from '../../fixtures/test.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payWith, reachReview } from '../../models/flows.js';
import {
  HostedCheckoutPage,
  hostedPageUrl,
  openHostedSession,
} from '../../models/HostedCheckoutPage.js';

const ICON = '/checkout/icon.svg';

/**
 * The page has loaded, and its icon with it. Browsers ask for a page's icon after its load
 * event, in their own time and out of the page's sight: a second is left for it.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
}

/** The page declares the service's icon, and the service serves it. */
async function expectIcon(page: Page) {
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', ICON);
  const icon = await page.request.get(`${SANDBOX_ORIGIN}${ICON}`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
}

test('hosted page: no policy violation on load, through a purchase, or on a refusal page', {
  tag: '@init-script',
}, async ({ page, request }) => {
  const violations = await recordCspViolations(page);
  const scenario = findScenario('card-us-credit')!;
  const { clientToken } = await openHostedSession(request, scenario.id);
  await page.goto(hostedPageUrl(clientToken));
  const hosted = new HostedCheckoutPage(page);
  await hosted.expectOpen();
  await expectIcon(page);
  await settle(page);
  expect(violations, 'once the page has loaded').toEqual([]);

  await payWith(hosted.widget, scenario.payWith);
  await hosted.widget.expectStep('complete', TERMINAL_TIMEOUT);
  await expect(hosted.status()).toHaveText(/^Purchase complete\./);
  expect(violations, 'after the purchase').toEqual([]);

  // A link without its client token: the page that says so is as quiet.
  const refusal = await page.goto(`${SANDBOX_ORIGIN}/checkout`);
  expect(refusal?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This checkout link is incomplete',
  );
  await expectIcon(page);
  await settle(page);
  expect(violations, 'on the refusal page').toEqual([]);
});

test("hosted page: the bank's challenge opened in a window of its own has no policy violation", {
  tag: '@init-script',
}, async ({ page, request, context }) => {
  const scenario = findScenario('challenge')!;
  const { clientToken } = await openHostedSession(request, scenario.id);
  await page.goto(hostedPageUrl(clientToken));
  const hosted = new HostedCheckoutPage(page);
  await hosted.expectOpen();
  await reachReview(hosted.widget, scenario.payWith);
  await hosted.widget.payButton().click();
  const frame = hosted.widget.root.locator('iframe[title="Confirm the payment with your bank"]');
  const framed = new URL((await frame.getAttribute('src', { timeout: 15_000 })) ?? '');
  // Opened on its own, as the order's nextAction.url: no embedding page, so no origin.
  framed.searchParams.delete('origin');

  const window = await context.newPage();
  const violations = await recordCspViolations(window);
  await window.goto(framed.href);
  await expect(window.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await expectIcon(window);
  await settle(window);
  expect(violations, 'once the challenge page has loaded').toEqual([]);

  await window.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(window.getByRole('heading', { name: 'Authentication complete' })).toBeVisible();
  await settle(window);
  expect(violations, 'after the challenge').toEqual([]);
  await hosted.widget.expectStep('complete', TERMINAL_TIMEOUT);
});
