import { findScenario } from '../../../demo/scenarios.js';
import { DEMO_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessibleEverywhere } from '../../models/accessibility.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payWith } from '../../models/flows.js';
import { tabTo } from '../../models/keyboard.js';
import { expectOutcome, type OrderCallback } from '../../models/outcomes.js';

const card = findScenario('card-us-credit')!;
const WAITING = 'Waiting for the payment service’s confirmation…';
const FULFILLED = 'Fulfilled: NFT delivered';

test.describe('the demo shop fulfils on the service’s webhooks', () => {
  test('held webhooks: the checkout completes, the shop waits; released: fulfilled, with every delivery logged', async ({
    shop,
    page,
  }) => {
    // Released webhooks arrive at the service's next retry, up to 8 s later under --fast.
    test.slow();
    await shop.goto({ scenario: card.id });
    const widget = await shop.buy('aurora');
    const { orderId } = await shop.openSession('aurora');
    await shop.holdWebhooks(orderId);
    const status = shop.fulfilmentStatus('aurora');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText(WAITING);

    // The buyer sees the purchase complete: callbacks in the page say so.
    await payWith(widget, card.payWith);
    const complete: OrderCallback = await expectOutcome(shop, widget, card);
    expect((await shop.serviceOrder(orderId)).status).toBe('Complete');
    // The service has tried to tell the shop's server, and was answered 503 each time.
    await expect.poll(async () => (await shop.fulfilment('aurora'))?.held ?? 0).toBeGreaterThan(1);
    await expect(status).toHaveText(WAITING);
    expect(await shop.webhooks('aurora')).toEqual([]);
    await expect(shop.webhookEntries()).toHaveCount(0);

    await shop.releaseWebhooks(orderId);
    await expect(status).toHaveText(FULFILLED, { timeout: TERMINAL_TIMEOUT });
    const fulfilment = await shop.fulfilment('aurora');
    expect(fulfilment).toMatchObject({ state: 'fulfilled', status: 'Complete', orderId });
    expect(fulfilment?.txHash).toBe(complete.txHash);

    // The webhook deliveries sit in the event log beside the callbacks, each once.
    const names = (await shop.webhooks('aurora')).map((e) => e.name);
    for (const type of ['order.processing', 'order.processed', 'order.complete']) {
      expect(
        names.filter((n) => n === type),
        type,
      ).toHaveLength(1);
    }
    const newest = shop.webhookEntries().filter({ hasText: 'order.complete' });
    await expect(newest.locator('.tag')).toHaveText('order.complete');
    await expect(newest.locator('.log-summary')).toContainText(`orderId: ${orderId}`);
    await expect(newest.locator('.log-summary')).toContainText('signature verified');
    await expect(page.locator('#event-log li[data-source="callback"]')).not.toHaveCount(0);

    await expectAccessibleEverywhere(page, 'shop, an order fulfilled, webhooks in the log');
  });

  test('an NFT the shop delivers: its server delivers on order.processed, never before', async ({
    shop,
  }) => {
    test.slow();
    await shop.goto({ scenario: card.id });
    const widget = await shop.buy('comet');
    const session = await shop.openSession('comet');
    expect(session.shopDelivers).toBe(true);
    await expect(shop.card('comet').getByRole('button', { name: 'Deliver NFT' })).toBeHidden();
    await shop.holdWebhooks(session.orderId);

    await payWith(widget, card.payWith);
    await widget.expectStep('processed', TERMINAL_TIMEOUT);
    await expect.poll(async () => (await shop.fulfilment('comet'))?.held ?? 0).toBeGreaterThan(2);
    // Paid, but the shop's server has heard nothing: it has not delivered.
    expect((await shop.serviceOrder(session.orderId)).status).toBe('Processed');
    await expect(shop.fulfilmentStatus('comet')).toHaveText(WAITING);
    expect(await shop.callbacks('comet', 'complete')).toEqual([]);

    await shop.releaseWebhooks(session.orderId);
    const complete = await expectOutcome(shop, widget, card, 'comet');
    await expect(shop.fulfilmentStatus('comet')).toHaveText(FULFILLED, {
      timeout: TERMINAL_TIMEOUT,
    });
    const fulfilment = await shop.fulfilment('comet');
    expect(fulfilment?.delivery?.transactionHash).toBe(complete.txHash);
    const delivered = (await shop.events()).filter(
      (e) => e.source === 'merchant' && e.name === 'delivered-by-server',
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.payload).toMatchObject({ txHash: complete.txHash });
  });

  test('a forged return from the hosted page fulfils nothing', async ({ shop, page }) => {
    await page.goto('/?hosted=aurora&order_id=no-such-order&status=Complete');
    await page.waitForFunction(() => window.nftcDemo !== undefined);
    await expect(shop.slotStatus('aurora')).toContainText('could not be read');
    await expect(shop.fulfilmentStatus('aurora')).toHaveText('');
    expect(new URL(page.url()).searchParams.has('order_id')).toBe(false);

    await page.goto(`/?hosted=aurora&order_id=${encodeURIComponent('../api/orders')}`);
    await page.waitForFunction(() => window.nftcDemo !== undefined);
    await expect(shop.slotStatus('aurora')).toContainText('was not used');
  });

  test('the new controls work from the keyboard', async ({ shop, page }) => {
    await shop.goto({ scenario: card.id });
    // Tab reaches it after the card's Buy now, with a visible focus ring at every stop.
    await tabTo(page, shop.hostedButton('comet'), { max: 30 });
    await page.keyboard.press('Shift+Tab');
    await expect(shop.buyButton('comet')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(shop.hostedButton('comet')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/checkout');
    const redirect = new URL(new URL(page.url()).searchParams.get('redirect_url')!);
    expect(redirect.origin).toBe(DEMO_ORIGIN);
    expect(redirect.searchParams.get('hosted')).toBe('comet');
  });
});
