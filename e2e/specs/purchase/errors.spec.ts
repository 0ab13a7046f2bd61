import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { keepScreenshot } from '../../models/artifacts.js';

test('the service refusing the session: error screen, one error callback', async ({
  shop,
  page,
}, info) => {
  // As if the token had been revoked: the service answers 401 to every checkout call.
  await page.route(`${SANDBOX_ORIGIN}/v1/checkout/**`, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ code: 'UNAUTHORIZED', message: 'Unknown client token.' }),
    }),
  );
  await shop.goto({ scenario: 'card-us-credit' });
  await shop.buyButton().click();
  const widget = shop.widget();
  await widget.expectStep('error');
  const error = await shop.singleCallback<{ code: string }>('aurora', 'error');
  expect(error.code).toBe('UNAUTHORIZED');
  await keepScreenshot(page, info, 'error');
  await expectAccessible(page, 'error');
});
