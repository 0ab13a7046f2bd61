import { findScenario } from '../../../demo/scenarios.js';
import { engineOf } from '../../engines/engines.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { expectOutcome } from '../../models/outcomes.js';

const wallets = findScenario('wallets')!;

/**
 * Why a wallet cannot pay on the demo shop, an unregistered domain: Chromium has the Payment
 * Request API and the sandbox's test wallet, so only Apple Pay stops, at the domain; Firefox and
 * WebKitGTK have no such API.
 */
const EXPECTED = {
  chromium: { apple_pay: 'domain_not_registered' },
  firefox: { apple_pay: 'no_api', google_pay: 'no_api' },
  webkit: { apple_pay: 'no_api', google_pay: 'no_api' },
} as const;

test.describe('wallets', () => {
  test('an unregistered domain: no Apple Pay, one wallet_unavailable per wallet that cannot pay, the card pays', async ({
    shop,
    page,
    network,
  }) => {
    await shop.goto({ scenario: wallets.id });
    const widget = await shop.buy();
    await widget.continueToPayment();
    const frame = widget.root.locator('iframe[title="Pay with a wallet"]');
    await expect(frame).toHaveCount(1);
    const reasons: Partial<Record<string, string>> = EXPECTED[engineOf(page)];
    const unavailable = Object.keys(reasons);
    await expect
      .poll(async () => (await shop.callbacks('aurora', 'wallet_unavailable')).length)
      .toBe(unavailable.length);
    const told = (await shop.callbacks('aurora', 'wallet_unavailable')).map((e) => e.payload);
    const { orderId } = await shop.openSession();
    expect(told).toEqual(
      unavailable.map((wallet) => ({
        type: 'wallet_unavailable',
        id: `${orderId}:wallet:${wallet}`,
        orderId,
        referenceId: expect.any(String),
        wallet,
        reason: reasons[wallet],
        at: expect.any(String),
      })),
    );
    const inside = frame.contentFrame();
    await expect(inside.getByRole('button', { name: 'Pay with Apple Pay' })).toBeHidden();
    if (reasons.google_pay) {
      // No button to press: the frame stays out of sight and out of the tab order.
      await expect(frame).toBeHidden();
    } else {
      await expect(inside.getByRole('button', { name: 'Pay with Google Pay' })).toBeVisible();
    }
    await expect(widget.radio('Card')).toBeChecked();
    await expectAccessible(page, 'payment step, wallets unavailable');

    if (wallets.payWith.kind !== 'card') throw new Error('the wallets scenario pays by card');
    await widget.fillCard(wallets.payWith.number);
    await widget.continueToReview();
    await widget.payButton().click();
    await expectOutcome(shop, widget, wallets, 'aurora', network);
    expect(await shop.callbacks('aurora', 'wallet_unavailable')).toHaveLength(unavailable.length);
  });
});
