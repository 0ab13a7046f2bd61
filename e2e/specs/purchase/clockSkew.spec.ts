import { expect, test } from '../../fixtures/test.js';
import { secondsShown } from '../../models/timeLeft.js';

// The buyer's clock is wrong by 10 minutes; the sandbox runs on the real clock. The time left
// must be the service's, whatever the page's Date says.

const TEN_MINUTES = 10 * 60_000;

for (const [name, skew] of [
  ['ahead', TEN_MINUTES],
  ['behind', -TEN_MINUTES],
] as const) {
  test(`the buyer's clock 10 minutes ${name}: the countdown shows the service's time left`, async ({
    shop,
    page,
  }) => {
    await page.clock.install({ time: Date.now() + skew });
    await shop.goto({ scenario: 'card-us-credit', expiresIn: 300 });
    const widget = await shop.buy();
    await widget.expectStep('details');
    // 300 s at creation, less the time the page took to get there.
    await expect.poll(() => secondsShown(widget)).toBeLessThanOrEqual(300);
    expect(await secondsShown(widget)).toBeGreaterThan(270);
    await widget.continueToPayment();
    await expect(widget.timer()).toBeVisible();
  });
}
