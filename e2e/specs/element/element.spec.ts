import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { activeTimers, trackTimers } from '../../fixtures/instrumentation.js';
import { expect, test } from '../../fixtures/test.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

test.describe('<nft-checkout> custom element', () => {
  test('attributes configure it and nftc-* DOM events report the purchase', async ({ shop }) => {
    const scenario = findScenario('card-us-credit')!;
    await shop.goto({ scenario: scenario.id });
    const widget = await shop.buy();
    await expect(widget.host.locator('nft-checkout')).toHaveAttribute('theme', 'auto');
    await payWith(widget, scenario.payWith);
    await expectOutcome(shop, widget, scenario);
    const ready = await shop.singleCallback<{ orderId: string }>('aurora', 'ready');
    expect(ready.orderId).toBe((await shop.openSession()).orderId);
  });

  test('a cancelled order dispatches nftc-cancelled with its reason code', async ({ shop }) => {
    const scenario = findScenario('cancel-na')!;
    await shop.goto({ scenario: scenario.id });
    const widget = await shop.buy();
    await payWith(widget, scenario.payWith);
    await expectOutcome(shop, widget, scenario);
  });

  test('removing the element stops its requests, streams and timers', async ({
    shop,
    page,
    network,
  }) => {
    await trackTimers(page);
    await shop.goto({ scenario: 'card-us-credit' });
    const widget = await shop.buy();
    await widget.continueToPayment();
    await shop.close();
    await expect(page.locator('nft-checkout')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect.poll(() => network.pending(SANDBOX_ORIGIN)).toEqual([]);
    await expect.poll(() => activeTimers(page)).toEqual([]);
  });
});
