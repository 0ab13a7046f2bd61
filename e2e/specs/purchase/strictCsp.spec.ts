import { findScenario } from '../../../demo/scenarios.js';
import { DEMO_ORIGIN, SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { recordCspViolations } from '../../fixtures/instrumentation.js';
import { expect, test } from '../../fixtures/test.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

test('strict CSP with Trusted Types: a purchase completes with no violation', {
  tag: '@init-script',
}, async ({ shop, page }) => {
  const violations = await recordCspViolations(page);
  const scenario = findScenario('card-us-credit')!;
  await shop.goto({ scenario: scenario.id, strict: true });

  const response = await page.request.get(page.url());
  const csp = (response.headers()['content-security-policy'] ?? '').split(/;\s*/);
  // The policy of issue 5: nothing by default, own files only, the service for network and frames.
  expect(csp).toEqual(
    expect.arrayContaining([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      `img-src ${DEMO_ORIGIN}`,
      `connect-src 'self' ${SANDBOX_ORIGIN}`,
      `frame-src ${SANDBOX_ORIGIN}`,
      "require-trusted-types-for 'script'",
    ]),
  );
  expect(await page.evaluate(() => window.nftcDemo?.strictCsp)).toBe(true);
  await page.waitForLoadState('load');
  expect(violations, 'once the page has loaded').toEqual([]);

  const widget = await shop.buy();
  await payWith(widget, scenario.payWith);
  await expectOutcome(shop, widget, scenario);
  // The NFT image passed img-src: it is decoded (a blocked image is `complete` too, but empty).
  await expect
    .poll(() =>
      widget.root
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(violations, 'after the purchase').toEqual([]);
});

test('strict CSP: the bank challenge opens, is answered and completes with no violation', {
  tag: '@init-script',
}, async ({ shop }) => {
  const violations = await recordCspViolations(shop.page);
  const scenario = findScenario('challenge')!;
  await shop.goto({ scenario: scenario.id, strict: true });
  await shop.page.waitForLoadState('load');
  expect(violations, 'once the page has loaded').toEqual([]);
  const widget = await shop.buy();
  await payWith(widget, scenario.payWith);
  const bank = widget.root
    .locator('iframe[title="Confirm the payment with your bank"]')
    .contentFrame();
  // The challenge page's own script runs (it sizes the frame and reports how the buyer left).
  await bank.getByRole('button', { name: 'Complete authentication' }).click({ timeout: 15_000 });
  await expectOutcome(shop, widget, scenario);
  expect(await shop.singleCallback('aurora', 'action_resolved')).toMatchObject({
    outcome: 'authenticated',
  });
  expect(violations, 'after the purchase').toEqual([]);
});
