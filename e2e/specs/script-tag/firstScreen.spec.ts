// The script-tag file is the first screen, with the one chunk it fetches alongside the session:
// the schemas that read it (the npm page's first screen is its own bundle and whatever its
// bundler put beside it, so this holds for the script tag only).
import { findScenario } from '../../../demo/scenarios.js';
import { gateChunks } from '../../fixtures/chunks.js';
import { expect, test } from '../../fixtures/test.js';

const card = findScenario('card-us-credit')!;

test('the script-tag file holds the first screen: details show with every other chunk refused', async ({
  shop,
  page,
  embed,
}) => {
  await gateChunks(page, embed, '', 'fail', 'schemas');
  await shop.goto({ scenario: card.id });
  const widget = await shop.buy();
  await widget.waitUntilLoaded();
  await widget.expectStep('details');
  await expect(widget.field('First name')).toHaveValue(/\S/);
  // Only the prefetch of later parts tried (and failed quietly): no error for the buyer yet.
  await expect(widget.root.getByRole('alert')).toHaveCount(0);
  expect(await shop.callbacks('aurora', 'error')).toEqual([]);
});

test('the schemas chunk refused: the form first, then a retryable error, onError once', async ({
  shop,
  page,
  embed,
}) => {
  const gate = await gateChunks(page, embed, 'schemas', 'fail');
  await shop.goto({ scenario: card.id });
  const widget = await shop.buy();
  await widget.expectStep('error');
  expect(gate.seen.length, 'schemas chunk requests refused').toBeGreaterThan(0);
  const error = await shop.singleCallback<{ code: string }>('aurora', 'error');
  expect(error.code).toBe('NETWORK');
  await expect(widget.root.getByText(/Check your connection/)).toBeVisible();

  gate.open();
  await widget.button('Try again').click();
  await widget.waitUntilLoaded();
  await widget.expectStep('details');
  await expect(widget.field('First name')).toHaveValue(/\S/);
});
