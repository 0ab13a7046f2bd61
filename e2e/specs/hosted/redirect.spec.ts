import { TEST_CARDS } from '../../../demo/scenarios.js';
import { DEMO_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessibleEverywhere } from '../../models/accessibility.js';
import { keepScreenshot } from '../../models/artifacts.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payByKeyboard } from '../../models/flows.js';
import {
  HostedCheckoutPage,
  hostedPageUrl,
  openHostedSession,
} from '../../models/HostedCheckoutPage.js';
import { tabTo } from '../../models/keyboard.js';

test(
  'hosted page: a purchase by keyboard alone returns to redirect_url with order_id and status',
  { tag: '@frames' },
  async ({ page, request }, info) => {
    const { clientToken, orderId } = await openHostedSession(request);
    // Any page of the demo origin, which the demo merchant registered; its own query stays.
    const redirect = `${DEMO_ORIGIN}/popup.html?from=hosted`;
    await page.goto(hostedPageUrl(clientToken, redirect));
    const hosted = new HostedCheckoutPage(page);
    const widget = hosted.widget;
    await widget.waitUntilLoaded();
    await expect.poll(() => page.title()).toBe('Checkout · Sandbox Merchant');
    await expect(hosted.backLink()).toHaveAttribute(
      'href',
      `${redirect}&order_id=${orderId}&status=Draft`,
    );
    await expectAccessibleEverywhere(page, 'hosted page, details');

    // The buyer's details are prefilled; the US buyer gives a tax id, then the card, then pays.
    await tabTo(page, widget.continueButton(), { max: 60 });
    await page.keyboard.press('Enter');
    await widget.expectStep('taxId');
    const ssn = widget.taxIdFrame().getByLabel('Social Security number');
    await expect(ssn).toBeVisible();
    await tabTo(page, ssn);
    await page.keyboard.type('123456789');
    await tabTo(page, widget.continueButton());
    await page.keyboard.press('Enter');
    await widget.expectStep('payment');

    await payByKeyboard(page, widget, TEST_CARDS.usCredit);
    await widget.expectStep('complete', TERMINAL_TIMEOUT);

    const back = `${redirect}&order_id=${orderId}&status=Complete`;
    await expect(hosted.returnLink()).toHaveAttribute('href', back);
    await expect(hosted.backLink()).toBeHidden();
    await expect(hosted.status()).toHaveText(
      'Purchase complete. Return to Sandbox Merchant with the link after the checkout.',
    );
    await expectAccessibleEverywhere(page, 'hosted page, complete');
    await keepScreenshot(page, info, 'hosted-page-complete');

    await tabTo(page, hosted.returnLink(), { max: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL(back);
    await expect(
      page.getByText(`Back from the hosted page: order ${orderId} is Complete.`),
    ).toBeVisible();
  },
);

test(
  'hosted page: a foreign redirect_url is refused with a page that says why, and nothing navigates',
  { tag: '@requests' },
  async ({ page, request }, info) => {
    const { clientToken } = await openHostedSession(request);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const url = hostedPageUrl(clientToken, 'https://evil.example/');
    const response = await page.goto(url);
    expect(response?.status()).toBe(400);
    expect(response?.headers().location).toBeUndefined();
    await expect(
      page.getByRole('heading', { level: 1, name: 'redirect_url is not registered' }),
    ).toBeVisible();
    await expect(
      page.getByText(/is on https:\/\/evil\.example, an origin this merchant/),
    ).toBeVisible();
    await expect(page.getByText(/--redirect-origin https:\/\/shop\.example/)).toBeVisible();
    await expectAccessibleEverywhere(page, 'refused redirect_url');
    await keepScreenshot(page, info, 'hosted-page-refused-redirect');
    expect(page.url()).toBe(url);
    expect(requested.filter((r) => new URL(r).hostname === 'evil.example')).toEqual([]);
  },
);
