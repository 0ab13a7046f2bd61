import { findScenario } from '../../../demo/scenarios.js';
import { recordCspViolations } from '../../fixtures/instrumentation.js';
import { expect, test } from '../../fixtures/test.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

test('strict CSP with Trusted Types: a purchase completes with no violation', async ({
  shop,
  page,
}) => {
  const violations = await recordCspViolations(page);
  const scenario = findScenario('card-us-credit')!;
  await shop.goto({ scenario: scenario.id, strict: true });

  const response = await page.request.get(page.url());
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(await page.evaluate(() => window.nftcDemo?.strictCsp)).toBe(true);

  const widget = await shop.buy();
  await payWith(widget, scenario.payWith);
  await expectOutcome(shop, widget, scenario);
  // The NFT image passed img-src: it is shown, not blocked.
  await expect(widget.root.locator('img').first()).toHaveJSProperty('complete', true);
  expect(violations).toEqual([]);
});
