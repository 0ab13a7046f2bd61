import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { recordCspViolations } from '../../fixtures/instrumentation.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

const scenario = findScenario('card-us-credit')!;

// The demo's React page: each checkout is a React 19 app in StrictMode (development React, so
// every checkout is mounted, unmounted and mounted again) rendering <NftCheckout>.
test.describe('<NftCheckout> in a React app', () => {
  test('a purchase completes under the strict CSP: one payment, one ready, one complete', {
    tag: '@init-script',
  }, async ({ shop, page, sandbox, network }) => {
    const violations = await recordCspViolations(page);
    await shop.goto({ scenario: scenario.id, strict: true });
    expect(await page.evaluate(() => window.nftcDemo?.embed)).toBe('react');
    const widget = await shop.buy();
    // StrictMode's first checkout is gone; the second is the one on screen.
    await expect(widget.host.locator('.nftc-react > .nftc-mount')).toHaveCount(1);
    await payWith(widget, scenario.payWith);
    await expectOutcome(shop, widget, scenario, 'aurora', network);
    await shop.singleCallback('aurora', 'ready');

    const { clientToken } = await shop.openSession();
    expect(await sandbox.paymentCount(clientToken), 'Processing transitions').toBe(1);
    expect(network.count(SANDBOX_ORIGIN, 'POST', '/v1/checkout/confirm'), 'confirms').toBe(1);
    await expectAccessible(page, 'React page, complete');
    expect(violations).toEqual([]);
  });

  test('closing the checkout unmounts the React root and the widget with it', {
    tag: '@requests',
  }, async ({ shop, page, network }) => {
    await shop.goto({ scenario: scenario.id });
    await shop.buy();
    await expectAccessible(page, 'React page, details');
    await shop.close();
    await expect(page.locator('.nftc-react')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect.poll(() => network.pending(SANDBOX_ORIGIN)).toEqual([]);
  });
});
