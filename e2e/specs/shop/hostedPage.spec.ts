import { findScenario } from '../../../demo/scenarios.js';
import { DEMO_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessibleEverywhere } from '../../models/accessibility.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payWith } from '../../models/flows.js';
import { HostedCheckoutPage } from '../../models/HostedCheckoutPage.js';

const card = findScenario('card-us-credit')!;

test('Pay on the hosted page: the buyer pays there, comes back, and the shop shows the order and its fulfilment', async ({
  shop,
  page,
}) => {
  // A whole purchase on another page and back, then axe in two colour schemes.
  test.slow();
  await shop.goto({ scenario: card.id });
  await shop.hostedButton('aurora').click();
  const hosted = new HostedCheckoutPage(page);
  await hosted.expectOpen();
  await payWith(hosted.widget, card.payWith);
  await hosted.widget.expectStep('complete', TERMINAL_TIMEOUT);
  await hosted.returnLink().click();

  // Back on the page it left, which reads the return and then drops it from the URL.
  await expect(page).toHaveURL((url) => url.origin === DEMO_ORIGIN && url.pathname === '/');
  await page.waitForFunction(() => window.nftcDemo !== undefined);
  await expect(shop.slotStatus('aurora')).toContainText(
    /the payment service says order [\w-]+ is Complete/,
  );
  await expect.poll(() => new URL(page.url()).searchParams.has('order_id')).toBe(false);
  const session = await shop.openSession('aurora');
  expect(session.hosted).toBe(true);
  await expect(shop.orderLink('aurora')).toHaveAttribute('href', `/api/orders/${session.orderId}`);

  const back = (await shop.events()).filter((e) => e.name === 'hosted-return');
  expect(back).toHaveLength(1);
  expect(back[0]!.payload).toMatchObject({
    orderId: session.orderId,
    reportedStatus: 'Complete',
    status: 'Complete',
  });
  // Fulfilment still comes from the server's webhooks, not from the URL.
  await expect(shop.fulfilmentStatus('aurora')).toHaveText('Fulfilled: NFT delivered', {
    timeout: TERMINAL_TIMEOUT,
  });
  await expect
    .poll(async () => (await shop.webhooks('aurora')).map((e) => e.name))
    .toContain('order.complete');

  await expectAccessibleEverywhere(page, 'shop, back from the hosted page');
});
