// The checkout's later parts load as chunks (the script-tag file's siblings, or the npm page's
// bundle split by its bundler): a chunk that fails, a slow chunk, and two checkouts sharing them.
import { findScenario } from '../../../demo/scenarios.js';
import { countChunkRequests, gateChunks } from '../../fixtures/chunks.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import type { CheckoutWidget } from '../../models/CheckoutWidget.js';
import { reachReview, selectMethod } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

const card = findScenario('card-us-credit')!;
/** The chunks of the payment step and the payment methods: their names say `payment`. */
const PAYMENT = 'payment';
/**
 * Not the payment step's model: it loads with the purchase (a chunk of its own in the npm build,
 * part of the purchase's in the script tag's), so its failure is the purchase's.
 */
const MODEL = 'stepModel';

/** The announced progress state a step shows while its chunk is on the network. */
const loading = (widget: CheckoutWidget) =>
  widget.root.locator('[role="status"], [aria-live]').filter({ hasText: /^Loading…$/ });

test('a step whose chunk fails to load: a retryable error, onError once, Try again recovers', {
  tag: '@intercept',
}, async ({ shop, page, embed, network }) => {
  const gate = await gateChunks(page, embed, PAYMENT, 'fail', MODEL);
  await shop.goto({ scenario: card.id });
  const widget = await shop.buy();
  await widget.expectStep('details');
  await widget.leaveDetails();

  const retry = widget.button('Try again');
  await expect(retry).toBeVisible();
  await expect(widget.root.getByRole('alert')).toBeVisible();
  expect(gate.seen.length, 'payment chunk requests refused').toBeGreaterThan(0);
  const error = await shop.singleCallback<{ code: string; message: string }>('aurora', 'error');
  expect(error.code).toBe('NETWORK');
  await expectAccessible(page, 'a chunk that failed to load');

  gate.open();
  await retry.click();
  await widget.expectStep('payment');
  await selectMethod(widget, card.payWith);
  if (card.payWith.kind === 'card') await widget.fillCard(card.payWith.number);
  await widget.continueToReview();
  await widget.payButton().click();
  await expectOutcome(shop, widget, card, 'aurora', network);
  expect(await shop.callbacks('aurora', 'error'), 'still one error callback').toHaveLength(1);
});

test('a slow chunk: the buyer sees the announced loading state, then the step', {
  tag: '@intercept',
}, async ({ shop, page, embed }) => {
  const gate = await gateChunks(page, embed, PAYMENT, 'hold', MODEL);
  await shop.goto({ scenario: card.id });
  const widget = await shop.buy();
  await widget.expectStep('details');
  await widget.leaveDetails();

  // Progress at once, not a frozen screen, and still progress (no error) seconds later.
  await expect(loading(widget)).toBeVisible({ timeout: 1000 });
  await page.waitForTimeout(3000);
  await expect(loading(widget)).toBeVisible();
  await expect(widget.root.getByRole('alert')).toHaveCount(0);
  expect(gate.seen.length, 'payment chunk requests held').toBeGreaterThan(0);

  gate.open();
  await widget.expectStep('payment');
  await expect(loading(widget)).toHaveCount(0);
  await expect(widget.cardFrame().getByLabel('Card number')).toBeVisible();
  expect(await shop.callbacks('aurora', 'error')).toEqual([]);
});

test('two checkouts on one page share their chunks: each is fetched once', {
  tag: '@requests',
}, async ({ shop, page, embed }) => {
  const requests = countChunkRequests(page, embed);
  await shop.goto({ scenario: card.id });
  const aurora = await shop.buy('aurora');
  if (embed !== 'npm') {
    // A page that includes the script a second time gets the first one's global and chunks.
    await page.evaluate(() => {
      const w = window as unknown as { NftCheckout: unknown; firstNftCheckout: unknown };
      w.firstNftCheckout = w.NftCheckout;
    });
    await page.addScriptTag({ url: '/dist/nft-checkout.iife.js' });
    const same = await page.evaluate(() => {
      const w = window as unknown as { NftCheckout: unknown; firstNftCheckout: unknown };
      return w.NftCheckout === w.firstNftCheckout;
    });
    expect(same, 'the second inclusion reuses the first').toBe(true);
  }
  const nebula = await shop.buy('nebula');
  await reachReview(aurora, card.payWith);
  await reachReview(nebula, card.payWith);
  await aurora.payButton().click();
  // Without the network recorder: nebula's checkout still follows its order.
  await expectOutcome(shop, aurora, card, 'aurora');

  expect(requests.size, 'chunks loaded').toBeGreaterThan(0);
  const fetchedMoreThanOnce = [...requests].filter(([, count]) => count > 1);
  expect(fetchedMoreThanOnce, 'chunks fetched more than once').toEqual([]);
});
