import { findScenario } from '../../../demo/scenarios.js';
import { test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { keepScreenshot } from '../../models/artifacts.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

test.describe('order cancelled with a reason code, then refunded (or before any payment)', () => {
  for (const id of ['cancel-risd', 'cancel-na', 'cancel-prcc', 'cancel-netf']) {
    const scenario = findScenario(id)!;
    test(`${scenario.label}: one cancelled callback with ${scenario.outcome.reasonCode}, refund shown`, async ({
      shop,
      page,
      network,
    }, info) => {
      await shop.goto({ scenario: id });
      const widget = await shop.buy();
      // The risk check before payment cancels at once: the buyer never reaches the card.
      if (scenario.outcome.beforePayment) await widget.leaveDetails();
      else await payWith(widget, scenario.payWith);
      await expectOutcome(shop, widget, scenario, 'aurora', network);
      await keepScreenshot(page, info, id);
      if (id === 'cancel-netf') await expectAccessible(page, 'cancelled and refunded');
    });
  }
});
