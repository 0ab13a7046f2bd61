import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { payWith } from '../../models/flows.js';
import { hostPageText, hostStorage } from '../../models/hostPage.js';
import { expectOutcome } from '../../models/outcomes.js';

test('the card number typed in the frame never reaches the host page', { tag: '@bodies' }, async ({
  shop,
  page,
  network,
}) => {
  const scenario = findScenario('card-us-debit')!;
  if (scenario.payWith.kind !== 'card') throw new Error('a card scenario');
  const digits = scenario.payWith.number;
  const patterns = [digits, digits.replace(/(\d{4})(?=\d)/g, '$1 '), digits.slice(4, 12)];
  const leaks = (text: string | null | undefined) =>
    patterns.filter((p) => text?.includes(p) ?? false);

  await shop.goto({ scenario: scenario.id });
  const widget = await shop.buy();
  await payWith(widget, scenario.payWith);
  await expectOutcome(shop, widget, scenario);

  // The frame did tokenize this number (so the checks below look for something real).
  const tokenize = network
    .to(`${SANDBOX_ORIGIN}/v1/checkout/cards`)
    .filter((r) => r.method === 'POST');
  expect(tokenize.length).toBe(1);
  expect(tokenize[0]!.fromHostPage, 'tokenized by the frame, not the page').toBe(false);
  expect(leaks(tokenize[0]!.postData)).toContain(digits);

  expect(leaks(await hostPageText(page)), 'host DOM').toEqual([]);
  expect(leaks(await hostStorage(page)), 'host storage').toEqual([]);

  const hostRequests = network.requests.filter((r) => r.fromHostPage);
  expect(hostRequests.length).toBeGreaterThan(0);
  for (const r of hostRequests) {
    expect(leaks(`${r.url}\n${r.postData}\n${JSON.stringify(r.headers)}`), r.url).toEqual([]);
  }
});
