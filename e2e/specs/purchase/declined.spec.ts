import { findScenario, TEST_CARDS } from '../../../demo/scenarios.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { keepScreenshot } from '../../models/artifacts.js';
import { TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

test.describe('payment declined', () => {
  test('card declined: Declined screen, one declined callback with CARD_DECLINED', async ({
    shop,
    page,
  }, info) => {
    const scenario = findScenario('decline-card')!;
    await shop.goto({ scenario: scenario.id });
    const widget = await shop.buy();
    await payWith(widget, scenario.payWith);
    await expectOutcome(shop, widget, scenario);
    await keepScreenshot(page, info, 'declined-card');
    await expectAccessible(page, 'declined');
  });

  test('insufficient funds, then another card completes the same order', async ({
    shop,
    sandbox,
  }) => {
    const scenario = findScenario('decline-funds')!;
    await shop.goto({ scenario: scenario.id });
    const widget = await shop.buy();
    await payWith(widget, scenario.payWith);
    const declined = await expectOutcome(shop, widget, scenario);

    await widget.button('Try another payment method').click();
    await widget.expectStep('payment');
    await widget.fillCard(TEST_CARDS.usCredit);
    await widget.continueToReview();
    await widget.payButton().click();
    await widget.expectStep('complete', TERMINAL_TIMEOUT);

    const complete = await shop.singleCallback<{ orderId: string }>('aurora', 'complete');
    expect(complete.orderId).toBe(declined.orderId);
    expect(await shop.callbacks('aurora', 'declined')).toHaveLength(1);
    const { clientToken } = await shop.openSession();
    expect(await sandbox.paymentCount(clientToken), 'two attempts, two payments').toBe(2);
  });
});
