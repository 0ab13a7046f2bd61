import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_URL } from '../../fixtures/env.js';
import { faultStreams, loseConfirmAnswers, type StreamFaults } from '../../fixtures/faults.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

const card = findScenario('card-us-credit')!;
const delivery = findScenario('merchant-delivery')!;
const SESSION_URL = `${SANDBOX_URL}/checkout/session`;

let streams: StreamFaults | undefined;
test.afterEach(async () => {
  await streams?.close();
  streams = undefined;
});

test('every answer to confirm lost: the payment is shown as processing, no error', {
  tag: '@reroute',
}, async ({ shop, page, sandbox, network }) => {
  await shop.goto({ scenario: card.id });
  const widget = await shop.buy();
  const confirms = await loseConfirmAnswers(page);
  await payWith(widget, card.payWith);

  await expectOutcome(shop, widget, card, 'aurora', network);
  expect(confirms.sent(), 'confirms that reached the service').toBeGreaterThan(0);
  // The client retries a lost confirm (same key) after at most 2 s: once it has stopped, any
  // failure it was going to report has been reported.
  await expect.poll(() => confirms.quietFor(), { timeout: 15_000 }).toBeGreaterThan(3000);
  await expect(widget.root.getByRole('alert')).toHaveCount(0);
  const { clientToken } = await shop.openSession();
  expect(await sandbox.paymentCount(clientToken), 'payments').toBe(1);
  expect(await shop.callbacks('aurora', 'error'), 'error callbacks').toEqual([]);
});

test('streams that stall after a message: the heartbeat the service states bounds them', {
  tag: '@reroute',
}, async ({ shop, page, network }) => {
  // The production timing of the widget: only the service's stated heartbeat (fast: 1 s) can
  // make it notice the silence within the spec's time.
  streams = await faultStreams(page, () => 'stall');
  await shop.goto({ scenario: card.id });
  const widget = await shop.buy();
  await payWith(widget, card.payWith);
  await expectOutcome(shop, widget, card, 'aurora', network);
});

test('a stream that stalls, then ones that stay silent or never answer: polling completes', {
  tag: '@reroute',
}, async ({ shop, page, network }) => {
  streams = await faultStreams(page, (n) => (n === 0 ? 'stall' : n % 2 ? 'silent' : 'hold'));
  await shop.goto({ scenario: delivery.id, timing: 'fast' });
  const widget = await shop.buy();
  await payWith(widget, delivery.payWith);
  await widget.expectStep('processed');
  // The stream was given up, then one that stayed silent and one never answered were too.
  const faults = streams;
  await expect.poll(() => faults.seen.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await shop.deliver();
  await expectOutcome(shop, widget, delivery, 'aurora', network);
});

test('offline after paying: the connection loss is shown and announced, then cleared', async ({
  shop,
  page,
  context,
  network,
}) => {
  await shop.goto({ scenario: delivery.id, timing: 'fast' });
  const widget = await shop.buy();
  await payWith(widget, delivery.payWith);
  await widget.expectStep('processed');

  await context.setOffline(true);
  const notice = widget.root.locator('p', { hasText: 'Connection lost' });
  await expect(notice).toBeVisible({ timeout: 5000 });
  await expect(widget.status()).toHaveText(/Connection lost/);
  await expectAccessible(page, 'connection lost');

  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(widget.status()).toHaveText(/Connection restored/);
  await shop.deliver();
  await expectOutcome(shop, widget, delivery, 'aurora', network);
  expect(await shop.callbacks('aurora', 'error'), 'error callbacks').toEqual([]);
});

test('a session request that is never answered: a retryable TIMEOUT error', async ({
  shop,
  page,
}) => {
  await page.route(SESSION_URL, () => undefined);
  await shop.goto({ scenario: card.id, timing: 'fast' });
  await shop.buyButton().click();
  const widget = shop.widget();
  await widget.expectEarlyDetails();
  // The fast timing allows 3 s for the call, all attempts included.
  await widget.expectStep('error', 6000);
  const error = await shop.singleCallback<{ code: string }>('aurora', 'error');
  expect(error.code).toBe('TIMEOUT');
  await expectAccessible(page, 'session timeout');

  await page.unroute(SESSION_URL);
  await widget.button('Try again').click();
  await widget.expectStep('details');
});
