import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { activeTimers, trackTimers } from '../../fixtures/instrumentation.js';
import { expect, test } from '../../fixtures/test.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payWith, selectMethod } from '../../models/flows.js';
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

  test('removing the element stops its requests, streams and timers', {
    tag: '@init-script',
  }, async ({ shop, page, network }) => {
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

test.describe('<nft-checkout> mounting again for a new client-token', () => {
  test('the buyer keeps what they typed and goes back to their step, then pays the new order', {
    tag: '@requests',
  }, async ({ shop, page }) => {
    const scenario = findScenario('card-intl-credit')!;
    await shop.goto({ scenario: scenario.id });
    const widget = await shop.buy();
    await widget.expectStep('details');
    await widget.field('First name').fill('Ada-Marie');
    await widget.continueToPayment();
    const first = await shop.openSession();

    // The shop's server opens another order (as when the first token is about to expire) and
    // the page hands its token to the element, which mounts the checkout again.
    const next = await page.evaluate(
      async (body) => {
        const res = await fetch('/api/checkout-sessions', {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await res.json()) as { clientToken: string; orderId: string };
      },
      { scenario: scenario.id, item: 'aurora' },
    );
    expect(next.orderId).not.toBe(first.orderId);
    const sessions = page.waitForRequest((request) =>
      request.url().endsWith('/v1/checkout/session'),
    );
    await widget.host
      .locator('nft-checkout')
      .evaluate((element, token) => element.setAttribute('client-token', token), next.clientToken);
    await sessions;

    // The new order goes as far as what the buyer gave allows: past the details they typed, to
    // the tax id, whose number stayed in the service's frame of the old checkout.
    await widget.expectStep('taxId');
    await widget.button('Back').click();
    await expect(widget.field('First name')).toHaveValue('Ada-Marie');
    await widget.continueToPayment();
    await selectMethod(widget, scenario.payWith);
    if (scenario.payWith.kind === 'card') await widget.fillCard(scenario.payWith.number);
    await widget.continueToReview();
    await widget.payButton().click();
    await widget.expectStep('complete', TERMINAL_TIMEOUT);
    const complete = await shop.singleCallback<{ orderId: string }>('aurora', 'complete');
    expect(complete.orderId).toBe(next.orderId);
  });
});
