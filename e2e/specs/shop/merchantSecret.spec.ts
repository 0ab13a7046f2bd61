import type { Response } from '@playwright/test';
import { findScenario } from '../../../demo/scenarios.js';
import { DEFAULT_MERCHANTS } from '../../../src/sandbox/options.js';
import { expect, test } from '../../fixtures/test.js';
import { payWith } from '../../models/flows.js';
import { expectOutcome } from '../../models/outcomes.js';

test('the merchant clientSecret never reaches the page or its network traffic', async ({
  shop,
  page,
  network,
}) => {
  const { clientId, clientSecret } = DEFAULT_MERCHANTS[0]!;
  const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
  const secrets = [clientSecret, basic];
  const found = (text: string) => secrets.filter((s) => text.includes(s));

  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    // An event stream never ends; its messages are order states, read elsewhere.
    if (response.headers()['content-type']?.includes('text/event-stream')) return;
    bodies.push(response.text().catch(() => ''));
  });

  const scenario = findScenario('merchant-delivery')!;
  await shop.goto({ scenario: scenario.id });
  const widget = await shop.buy();
  await payWith(widget, scenario.payWith);
  await widget.expectStep('processed');
  await shop.deliver();
  await expectOutcome(shop, widget, scenario);
  const { orderId } = await shop.openSession();
  const pageState = await page.evaluate(
    () =>
      `${document.documentElement.outerHTML}\n${JSON.stringify(Object.entries(sessionStorage))}`,
  );
  expect(found(pageState)).toEqual([]);
  await page.goto(`/api/orders/${orderId}`);

  for (const r of network.requests) {
    expect(found(`${r.url}\n${JSON.stringify(r.headers)}\n${r.postData}`), r.url).toEqual([]);
    expect(r.headers.authorization ?? '', r.url).not.toMatch(/^Basic /);
  }
  for (const body of await Promise.all(bodies)) expect(found(body)).toEqual([]);
});
