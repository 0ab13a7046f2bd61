import { findScenario, type Scenario } from '../../../demo/scenarios.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { keepScreenshot } from '../../models/artifacts.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

const scenario = (id: string): Scenario => findScenario(id)!;

test.describe('purchase completes', () => {
  // The other two approving cards complete in cardIsolation.spec.ts (US debit) and in
  // mountLifecycle.spec.ts (non-US credit): every test card is paid with somewhere.
  for (const id of ['card-us-credit', 'ach']) {
    test(`${scenario(id).label}: Processed then Complete, one callback each`, async ({
      shop,
      page,
      network,
    }, info) => {
      await shop.goto({ scenario: id });
      const widget = await shop.buy();
      await payWith(widget, scenario(id).payWith);
      const complete = await expectOutcome(shop, widget, scenario(id), 'aurora', network);

      // The merchant's view of the order (GET /orders/{id} through the demo server) agrees.
      const order = await (await page.request.get(`/api/orders/${complete.orderId}`)).json();
      expect(order).toMatchObject({ id: complete.orderId, status: 'Complete' });
      expect(order.withdrawal.txHash).toBe(complete.txHash);
      await expect(shop.orderLink()).toHaveAttribute('href', `/api/orders/${complete.orderId}`);

      await keepScreenshot(page, info, `complete-${id}`);
      await expectAccessible(page, `complete (${id})`);
    });
  }

  test('merchant Delivered event completes a non-smart-contract order', async ({
    shop,
    page,
  }, info) => {
    const delivery = scenario('merchant-delivery');
    await shop.goto({ scenario: delivery.id });
    const widget = await shop.buy();
    await payWith(widget, delivery.payWith);

    // Paid but not delivered: the order waits in Processed for the merchant.
    await widget.expectStep('processed', TERMINAL_TIMEOUT);
    const processed = await shop.singleCallback<{ orderId: string }>('aurora', 'processed');
    expect(await shop.callbacks('aurora', 'complete')).toHaveLength(0);
    await keepScreenshot(page, info, 'processed-awaiting-delivery');
    await expectAccessible(page, 'processed');

    const txHash = await shop.deliver();
    const complete = await expectOutcome(shop, widget, delivery);
    expect(complete.orderId).toBe(processed.orderId);
    expect(complete.txHash).toBe(txHash);
    await keepScreenshot(page, info, 'complete-merchant-delivery');
  });
});
