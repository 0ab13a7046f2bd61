import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

test('the card number typed in the frame never reaches the host page', async ({
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

  // Host page DOM, including open shadow roots, attribute values and input values.
  const dom = await page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        for (const attr of el.attributes) parts.push(attr.value);
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
          parts.push(el.value);
        }
        if (el.shadowRoot) walk(el.shadowRoot);
      }
      if (root instanceof ShadowRoot) parts.push(root.textContent ?? '');
    };
    walk(document);
    // Page text outside the shop's scenario guide, which prints the test card to type.
    const page = document.body.cloneNode(true) as HTMLElement;
    for (const guide of page.querySelectorAll('[data-scenario-guide]')) guide.remove();
    parts.push(page.textContent ?? '');
    return parts.join('\n');
  });
  expect(leaks(dom), 'host DOM').toEqual([]);

  const storage = await page.evaluate(async () => {
    const dump = (s: Storage) => JSON.stringify(Object.entries(s));
    const databases = indexedDB.databases ? await indexedDB.databases() : [];
    return [
      dump(localStorage),
      dump(sessionStorage),
      document.cookie,
      JSON.stringify(databases),
    ].join('\n');
  });
  expect(leaks(storage), 'host storage').toEqual([]);

  const hostRequests = network.requests.filter((r) => r.fromHostPage);
  expect(hostRequests.length).toBeGreaterThan(0);
  for (const r of hostRequests) {
    expect(leaks(`${r.url}\n${r.postData}\n${JSON.stringify(r.headers)}`), r.url).toEqual([]);
  }
});
