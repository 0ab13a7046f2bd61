import type { SandboxApi } from '../../fixtures/sandboxApi.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import type { ShopPage } from '../../models/ShopPage.js';
import { fastForwardTo, secondsShown } from '../../models/timeLeft.js';

// The page's clock is Playwright's: it runs at real speed, and `fastForward` jumps it and fires
// each due timer at most once, as a throttled background tab does. The sandbox keeps real time.

/** The order's expiry as the service has it (epoch ms). */
async function serviceExpiry(shop: ShopPage, sandbox: SandboxApi): Promise<number> {
  const { clientToken } = await shop.openSession();
  const { order } = await sandbox.orderState(clientToken);
  return Date.parse(order.expiresAt ?? '');
}

test('warns at 2 minutes and at 30 seconds after late ticks, and extends once per warning', async ({
  shop,
  page,
  sandbox,
}) => {
  await page.clock.install();
  await shop.goto({ scenario: 'card-us-credit', expiresIn: 150 });
  const widget = await shop.buy();
  const expiresAt = await serviceExpiry(shop, sandbox);
  const more = widget.button('More time to pay');
  await expect(more).toHaveCount(0);

  // 40 s in one jump: no tick lands on any particular second.
  await page.clock.fastForward(40_000);
  await expect(widget.status()).toHaveText(/Less than 2 minutes left to pay/);
  await expect(widget.root.getByText(/Less than 2 minutes left to pay/).first()).toBeVisible();
  await more.click();
  await expect(widget.status()).toHaveText(/Time to pay extended until/);
  await expect(more).toHaveCount(0);
  expect(await serviceExpiry(shop, sandbox)).toBe(expiresAt + 10 * 60_000);
  await expect.poll(() => secondsShown(widget)).toBeGreaterThan(11 * 60);

  // Past both warnings of the new expiry at once: the more urgent one is given.
  await fastForwardTo(page, widget, 20);
  await expect(widget.status()).toHaveText(/Less than 30 seconds left to pay/);
  await more.click();
  await expect(more).toHaveCount(0);
  expect(await serviceExpiry(shop, sandbox)).toBe(expiresAt + 20 * 60_000);
  await widget.expectStep('details');
});

test('a checkout opened with less than 2 minutes left warns at once', async ({ shop, page }) => {
  await page.clock.install();
  await shop.goto({ scenario: 'card-us-credit', expiresIn: 90 });
  const widget = await shop.buy();
  await expect(widget.status()).toHaveText(/Less than 2 minutes left to pay/);
  await expect(widget.button('More time to pay')).toBeVisible();
  await expectAccessible(page, 'time warning');
});

test('no more time past 3600 s after the order was created', async ({ shop, page }) => {
  await page.clock.install();
  // 3590 s: one extension reaches the limit of 3600 s.
  await shop.goto({ scenario: 'card-us-credit', expiresIn: 3590 });
  const widget = await shop.buy();
  const more = widget.button('More time to pay');
  await fastForwardTo(page, widget, 100);
  await expect(widget.status()).toHaveText(/Less than 2 minutes left to pay/);
  await more.click();
  await expect(widget.status()).toHaveText(/Time to pay extended until/);
  await expect.poll(() => secondsShown(widget)).toBeGreaterThan(3000);
  await fastForwardTo(page, widget, 100);
  await expect(widget.status()).toHaveText(/cannot be extended any further/);
  await expect(more).toHaveCount(0);
});
