import { refuseCheckout } from '../../fixtures/gate.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { keepScreenshot } from '../../models/artifacts.js';

test('the service refusing the session: error screen, one error callback', async ({
  shop,
  page,
}, info) => {
  await refuseCheckout(page);
  await shop.goto({ scenario: 'card-us-credit' });
  await shop.buyButton().click();
  const widget = shop.widget();
  await widget.expectStep('error');
  const error = await shop.singleCallback<{ code: string }>('aurora', 'error');
  expect(error.code).toBe('UNAUTHORIZED');
  await keepScreenshot(page, info, 'error');
  await expectAccessible(page, 'error');
});
