import { findScenario, TEST_CARDS } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { activeTimers, trackTimers } from '../../fixtures/instrumentation.js';
import { expect, test } from '../../fixtures/test.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

test.describe('mounting and unmounting', () => {
  test('two checkouts on one page stay independent', async ({ shop }) => {
    const completes = findScenario('card-us-credit')!;
    const declines = findScenario('decline-card')!;
    await shop.goto({ scenario: completes.id });
    const aurora = await shop.buy('aurora');
    await shop.chooseScenario(declines.id);
    const nebula = await shop.buy('nebula');

    const a = await shop.openSession('aurora');
    const n = await shop.openSession('nebula');
    expect(a.orderId).not.toBe(n.orderId);

    // Interleave the two: typing in one card frame leaves the other empty.
    await aurora.continueToPayment();
    await nebula.continueToPayment();
    await aurora.fillCard(TEST_CARDS.usCredit);
    await expect(nebula.cardFrame().getByLabel('Card number')).toHaveValue('');
    await nebula.fillCard(TEST_CARDS.declined);
    await aurora.continueToReview();
    await nebula.continueToReview();
    await nebula.payButton().click();
    await aurora.payButton().click();

    await expectOutcome(shop, aurora, completes, 'aurora');
    await expectOutcome(shop, nebula, declines, 'nebula');
    for (const entry of await shop.callbacks('aurora')) {
      expect((entry.payload as { orderId: string }).orderId).toBe(a.orderId);
    }
    for (const entry of await shop.callbacks('nebula')) {
      expect((entry.payload as { orderId: string }).orderId).toBe(n.orderId);
    }
  });

  test('unmount leaves no DOM, no pending requests or event streams, no timers', async ({
    shop,
    page,
    network,
  }) => {
    await trackTimers(page);
    await shop.goto({ scenario: 'card-us-credit' });
    const widget = await shop.buy();
    // Mid-flow, with the card frame loaded and the order's event stream open.
    await widget.continueToPayment();
    await expect(widget.cardFrame().getByLabel('Card number')).toBeVisible();
    expect(network.to(SANDBOX_ORIGIN).length).toBeGreaterThan(0);

    await shop.close();

    const leftovers = await widget.host.evaluate((host) => ({
      children: host.childNodes.length,
      shadowChildren: host.shadowRoot?.childNodes.length ?? 0,
    }));
    expect(leftovers).toEqual({ children: 0, shadowChildren: 0 });
    expect(await page.locator('iframe').count(), 'iframes left in the page').toBe(0);

    await expect
      .poll(() => network.pending(SANDBOX_ORIGIN), { message: 'open requests' })
      .toEqual([]);
    await expect.poll(() => activeTimers(page), { message: 'live timers' }).toEqual([]);
    // No request in flight and no timer scheduled: nothing is left that could send one later.
    expect(await shop.callbacks('aurora', 'error')).toHaveLength(0);
  });

  test('a checkout mounted again after unmount works (same page, new order)', async ({ shop }) => {
    const scenario = findScenario('card-intl-credit')!;
    await shop.goto({ scenario: scenario.id });
    await shop.buy();
    const first = await shop.openSession();
    await shop.close();
    const widget = await shop.buy();
    const second = await shop.openSession();
    expect(second.orderId).not.toBe(first.orderId);
    await payWith(widget, scenario.payWith);
    await expectOutcome(shop, widget, scenario);
  });
});
