// The script-tag file is the first screen, with the one chunk it fetches alongside the session:
// the schemas that read it (the npm page's first screen is its own bundle and whatever its
// bundler put beside it, so this holds for the script tag only).
import { findScenario } from '../../../demo/scenarios.js';
import { gateChunks } from '../../fixtures/chunks.js';
import { expect, test } from '../../fixtures/test.js';

const card = findScenario('card-us-credit')!;

test('the script-tag file holds the first screen: details show with every other chunk refused, the host hears it', async ({
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
  // The purchase part, loaded alongside the session, failed: the host hears it once (it can
  // act on it), while the buyer keeps the form with no error until a step needs that part.
  const error = await shop.singleCallback<{ code: string; message: string }>('aurora', 'error');
  expect(error.code).toBe('NETWORK');
  expect(error.message).toMatch(/could not load its purchase part/);
  await expect(widget.root.getByRole('alert')).toHaveCount(0);
  await widget.expectStep('details');
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
