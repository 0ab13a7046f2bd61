import { findScenario } from '../../../demo/scenarios.js';
import { test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { keepScreenshot } from '../../models/artifacts.js';
import { expectOutcome } from '../../models/outcomes.js';

test('short expiresIn: Expired screen and one expired callback', async ({
  shop,
  page,
  network,
}, info) => {
  const scenario = findScenario('expiry')!;
  // Three seconds instead of the demo's twenty: the test waits for the state, not the clock.
  await shop.goto({ scenario: scenario.id, expiresIn: 3 });
  const widget = await shop.buy();
  await expectOutcome(shop, widget, scenario, 'aurora', network);
  await keepScreenshot(page, info, 'expired');
  await expectAccessible(page, 'expired');
});
