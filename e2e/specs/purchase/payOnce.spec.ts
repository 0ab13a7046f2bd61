import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payWith, reachReview } from '../../models/flows.js';

const scenario = findScenario('card-us-credit')!;
const CONFIRM = `${SANDBOX_ORIGIN}/v1/checkout/confirm`;

test.describe('one payment per order', () => {
  test('double-click on Pay makes one payment', { tag: '@requests' }, async ({
    shop,
    sandbox,
    network,
  }) => {
    await shop.goto({ scenario: scenario.id });
    const widget = await shop.buy();
    await reachReview(widget, scenario.payWith);
    await widget.payButton().dblclick();
    await widget.expectStep('complete', TERMINAL_TIMEOUT);

    const { clientToken } = await shop.openSession();
    expect(await sandbox.paymentCount(clientToken), 'Processing transitions').toBe(1);
    // Any repeated confirm must carry the same idempotency key (it would be the same payment).
    const keys = new Set(
      network
        .to(CONFIRM)
        .filter((r) => r.method === 'POST')
        .map((r) => r.headers['idempotency-key']),
    );
    expect(keys.size, 'idempotency keys used').toBe(1);
    await shop.singleCallback('aurora', 'complete');
  });

  test('reload before paying: the same order is shown again and paid once', async ({
    shop,
    page,
    sandbox,
  }) => {
    await shop.goto({ scenario: scenario.id });
    let widget = await shop.buy();
    const before = await shop.openSession();
    await reachReview(widget, scenario.payWith);

    await page.reload();
    widget = shop.widget();
    await widget.waitUntilLoaded();
    const after = await shop.openSession();
    expect(after.clientToken).toBe(before.clientToken);
    const ready = (await shop.callbacks('aurora', 'ready')).map(
      (e) => (e.payload as { orderId: string }).orderId,
    );
    expect(new Set(ready)).toEqual(new Set([before.orderId]));

    await payWith(widget, scenario.payWith);
    await widget.expectStep('complete', TERMINAL_TIMEOUT);
    expect(await sandbox.paymentCount(before.clientToken)).toBe(1);
    await shop.singleCallback('aurora', 'complete');
  });

  test('reload right after Pay: the order resumes where it is, no second payment', {
    tag: '@requests',
  }, async ({ shop, page, sandbox }) => {
    await shop.goto({ scenario: scenario.id });
    let widget = await shop.buy();
    const before = await shop.openSession();
    await reachReview(widget, scenario.payWith);
    const confirmed = page.waitForResponse((r) => r.url() === CONFIRM);
    await widget.payButton().click();
    expect((await confirmed).ok()).toBe(true);

    await page.reload();
    widget = shop.widget();
    await widget.waitUntilLoaded();
    await widget.expectStep('complete', TERMINAL_TIMEOUT);
    expect((await shop.openSession()).orderId).toBe(before.orderId);
    expect(await sandbox.paymentCount(before.clientToken)).toBe(1);
    // Exactly once across the reload: the log survives it, so duplicates would show here.
    const complete = await shop.singleCallback<{ orderId: string }>('aurora', 'complete');
    expect(complete.orderId).toBe(before.orderId);
    expect(await shop.callbacks('aurora', 'processed')).toHaveLength(1);
  });
});
