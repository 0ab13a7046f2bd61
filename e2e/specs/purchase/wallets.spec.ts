import { findScenario } from '../../../demo/scenarios.js';
import { engineOf } from '../../engines/engines.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { expectOutcome } from '../../models/outcomes.js';

const wallets = findScenario('wallets')!;

/**
 * Why each wallet cannot pay on the demo shop, an unregistered domain: Chromium has the Payment
 * Request API, so Apple Pay stops at the domain and Google Pay at the browser's wallet (no
 * payment handler answers the sandbox's method yet); Firefox and WebKitGTK have no such API.
 */
const EXPECTED = {
  chromium: { apple_pay: 'domain_not_registered', google_pay: 'no_card' },
  firefox: { apple_pay: 'no_api', google_pay: 'no_api' },
  webkit: { apple_pay: 'no_api', google_pay: 'no_api' },
} as const;

test.describe('wallets', () => {
  test('an unregistered domain: no wallet button, one wallet_unavailable per wallet, the card pays', async ({
    shop,
    page,
    network,
  }) => {
    await shop.goto({ scenario: wallets.id });
    const widget = await shop.buy();
    await widget.continueToPayment();
    const frame = widget.root.locator('iframe[title="Pay with a wallet"]');
    await expect(frame).toHaveCount(1);
    await expect
      .poll(async () => (await shop.callbacks('aurora', 'wallet_unavailable')).length)
      .toBe(2);
    const told = (await shop.callbacks('aurora', 'wallet_unavailable')).map((e) => e.payload);
    const { orderId } = await shop.openSession();
    const reasons = EXPECTED[engineOf(page)];
    expect(told).toEqual(
      (['apple_pay', 'google_pay'] as const).map((wallet) => ({
        type: 'wallet_unavailable',
        id: `${orderId}:wallet:${wallet}`,
        orderId,
        referenceId: expect.any(String),
        wallet,
        reason: reasons[wallet],
        at: expect.any(String),
      })),
    );
    // No button to press: the frame stays out of sight and out of the tab order.
    await expect(frame).toBeHidden();
    await expect(widget.radio('Card')).toBeChecked();
    await expectAccessible(page, 'payment step, wallets unavailable');

    if (wallets.payWith.kind !== 'card') throw new Error('the wallets scenario pays by card');
    await widget.fillCard(wallets.payWith.number);
    await widget.continueToReview();
    await widget.payButton().click();
    await expectOutcome(shop, widget, wallets, 'aurora', network);
    expect(await shop.callbacks('aurora', 'wallet_unavailable')).toHaveLength(2);
  });
});
