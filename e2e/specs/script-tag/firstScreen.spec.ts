// The script-tag file alone is the first screen (the npm page's first screen is its own bundle
// and whatever its bundler put beside it, so this holds for the script tag only).
import { findScenario } from '../../../demo/scenarios.js';
import { gateChunks } from '../../fixtures/chunks.js';
import { expect, test } from '../../fixtures/test.js';

const card = findScenario('card-us-credit')!;

test('the script-tag file holds the first screen: details show with every chunk refused', async ({
  shop,
  page,
  embed,
}) => {
  await gateChunks(page, embed, '', 'fail');
  await shop.goto({ scenario: card.id });
  const widget = await shop.buy();
  await widget.expectStep('details');
  await expect(widget.field('First name')).toBeVisible();
  // Only the prefetch of later parts tried (and failed quietly): no error for the buyer yet.
  await expect(widget.root.getByRole('alert')).toHaveCount(0);
  expect(await shop.callbacks('aurora', 'error')).toEqual([]);
});
