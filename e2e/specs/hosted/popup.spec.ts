import { TEST_CARDS } from '../../../demo/scenarios.js';
import { DEMO_ORIGIN, SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessibleEverywhere } from '../../models/accessibility.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payWith } from '../../models/flows.js';
import { HostedCheckoutPage, PopupPanel } from '../../models/HostedCheckoutPage.js';

const callbackNames = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.nftcPopupDemo?.events.map((event) => event.name) ?? []);

test('popup mode: the purchase happens in the window, and the opener hears exactly one complete', async ({
  page,
}) => {
  await page.goto('/popup.html');
  await page.getByRole('button', { name: 'Buy now' }).click();
  const panel = new PopupPanel(page);
  await expect(panel.status()).toHaveText('The checkout opens in a new window.');
  await expectAccessibleEverywhere(page, 'popup panel');

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    panel.button('Pay in a new window').click(),
  ]);
  // Firefox reports the new window while it still shows about:blank: wait for its first page.
  await popup.waitForURL((url) => url.protocol !== 'about:');
  const opened = new URL(popup.url());
  expect(opened.origin + opened.pathname).toBe(`${SANDBOX_ORIGIN}/checkout`);
  expect(opened.searchParams.get('opener_origin')).toBe(DEMO_ORIGIN);
  await expect(panel.status()).toHaveText(/^Waiting for the checkout window/);

  const hosted = new HostedCheckoutPage(popup);
  await hosted.widget.waitUntilLoaded();
  await expect.poll(() => callbackNames(page)).toContain('ready');
  await payWith(hosted.widget, { kind: 'card', number: TEST_CARDS.usCredit });
  await hosted.widget.expectStep('complete', TERMINAL_TIMEOUT);

  await expect(panel.status()).toHaveText('Purchase complete: your NFT is delivered.');
  await expect(hosted.backLink()).toBeHidden();
  await expect(hosted.returnLink()).toBeHidden();
  // Firefox (BiDi) answers a click that closes its own window only once the window is gone.
  const closing = hosted.closeButton().click().catch(unlessWindowClosed);
  await Promise.all([popup.waitForEvent('close'), closing]);

  const names = await callbackNames(page);
  expect(
    names.filter((name) => name === 'complete'),
    'complete callbacks',
  ).toHaveLength(1);
  expect(
    names.filter((name) => name === 'processed'),
    'processed callbacks',
  ).toHaveLength(1);
  expect(
    names.filter((name) => name === 'ready'),
    'ready callbacks',
  ).toHaveLength(1);
  // Closed after the outcome: the panel keeps it, and offers no window to reopen.
  await expect(panel.status()).toHaveText('Purchase complete: your NFT is delivered.');
  await expect(panel.root.getByRole('button')).toHaveCount(0);
  await expectAccessibleEverywhere(page, 'popup panel, complete');
});

test('popup mode: closing the window before the outcome is said, and the window reopens', async ({
  page,
}) => {
  await page.goto('/popup.html');
  await page.getByRole('button', { name: 'Buy now' }).click();
  const panel = new PopupPanel(page);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    panel.button('Pay in a new window').click(),
  ]);
  await new HostedCheckoutPage(popup).widget.waitUntilLoaded();
  await popup.close();
  await expect(panel.status()).toHaveText(
    'The checkout window was closed before the purchase finished.',
  );
  const [again] = await Promise.all([
    page.waitForEvent('popup'),
    panel.button('Reopen the checkout window').click(),
  ]);
  await new HostedCheckoutPage(again).widget.waitUntilLoaded();
  await expect(panel.status()).toHaveText(/^Waiting for the checkout window/);
  const names = await callbackNames(page);
  expect(
    names.filter((name) => name === 'ready'),
    'ready once per mount',
  ).toHaveLength(1);
});

function unlessWindowClosed(error: Error): void {
  if (!/has been closed/.test(error.message)) throw error;
}
