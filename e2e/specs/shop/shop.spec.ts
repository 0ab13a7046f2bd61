import { findScenario, SCENARIOS } from '../../../demo/scenarios.js';
import { DEMO_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome, type OrderCallback } from '../../models/outcomes.js';

test.describe('demo shop', () => {
  test('the three pages link to each other and each loads its distribution', async ({ page }) => {
    const pages = [
      { path: '/', embed: 'npm', link: 'npm build' },
      { path: '/script-tag.html', embed: 'script-tag', link: 'Script tag' },
      { path: '/element.html', embed: 'element', link: 'Custom element' },
    ];
    for (const p of pages) {
      await page.goto(p.path);
      await page.waitForFunction(() => window.nftcDemo !== undefined);
      expect(await page.evaluate(() => window.nftcDemo?.embed)).toBe(p.embed);
      const nav = page.getByRole('navigation', { name: 'Ways to embed the checkout' });
      await expect(nav.getByRole('link', { name: p.link })).toHaveAttribute('aria-current', 'page');
      for (const other of pages) {
        await expect(nav.getByRole('link', { name: other.link })).toHaveAttribute(
          'href',
          other.path,
        );
      }
    }
    await page.goto('/script-tag.html');
    await expect(page.locator('script[src="/dist/nft-checkout.iife.js"]')).toHaveCount(1);
    expect(await page.evaluate(() => typeof window.NftCheckout?.mount)).toBe('function');
  });

  test('the scenario picker offers every row of the trigger table', async ({ page }) => {
    await page.goto('/');
    const options = page.getByLabel('Scenario for the next purchase').locator('option');
    await expect(options).toHaveCount(SCENARIOS.length);
    await page.getByLabel('Scenario for the next purchase').selectOption('ach');
    await expect(page.locator('#scenario-pay')).toContainText('user_good / pass_good');
    await page.getByLabel('Scenario for the next purchase').selectOption('decline-funds');
    await expect(page.locator('#scenario-pay')).toContainText('4000 0000 0000 9995');
  });

  test('the event log panel shows every callback with its payload, newest first', async ({
    shop,
    page,
  }) => {
    const scenario = findScenario('card-us-credit')!;
    await shop.goto({ scenario: scenario.id });
    const log = page.locator('#event-log');
    await expect(page.getByText('No events yet.')).toBeVisible();
    const widget = await shop.buy();
    await payWith(widget, scenario.payWith);
    const complete: OrderCallback = await expectOutcome(shop, widget, scenario);

    // The shop's server adds the service's webhooks beside them (fulfilment.spec.ts).
    const entries = log.locator('li.log-entry[data-source="callback"]');
    await expect(entries.locator('.tag')).toHaveText(['complete', 'processed', 'ready']);
    await expect(page.getByText('No events yet.')).toBeHidden();
    const newest = entries.first();
    await expect(newest.locator('.log-summary')).toContainText(`orderId: ${complete.orderId}`);
    await expect(newest.locator('.log-summary')).toContainText(`txHash: ${complete.txHash}`);
    await newest.getByText('Payload', { exact: true }).click();
    const shown = JSON.parse((await newest.locator('pre').textContent()) ?? 'null');
    expect(shown).toEqual(await shop.singleCallback('aurora', 'complete'));
  });

  test('a javascript: image URL is refused before any checkout opens', async ({ shop }) => {
    await shop.goto({ scenario: 'hostile-image' });
    await shop.buyButton().click();
    await expect(shop.slotStatus()).toContainText('imageUrl');
    await expect(shop.card().locator('[data-checkout-host]')).toHaveCount(0);
    expect(await shop.page.evaluate(() => (window as { __nftcPwned?: unknown }).__nftcPwned)).toBe(
      undefined,
    );
  });

  test('the merchant API refuses bad input and unknown orders without a 500', async ({
    request,
  }) => {
    const bad = await request.post(`${DEMO_ORIGIN}/api/checkout-sessions`, {
      data: { scenario: 'no-such-scenario', item: 'aurora' },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).issues[0].path).toBe('scenario');
    const missing = await request.get(`${DEMO_ORIGIN}/api/orders/no-such-order`);
    expect(missing.status()).toBe(404);
    const traversal = await request.get(`${DEMO_ORIGIN}/dist/..%2Fpackage.json`);
    expect(traversal.status()).toBe(404);
  });
});
