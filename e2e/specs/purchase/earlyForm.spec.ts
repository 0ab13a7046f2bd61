// The first step shows before the session has arrived: the buyer can start typing at once, what
// they type survives the prefill, and Continue waits for the order instead of failing.
import { holdSession } from '../../fixtures/gate.js';
import { expect, test } from '../../fixtures/test.js';

test('typing before the session arrives: kept, the prefill fills the rest, Continue waits', {
  tag: '@intercept',
}, async ({ shop, page }) => {
  const session = await holdSession(page);
  await shop.goto({ scenario: 'card-us-credit' });
  await shop.buyButton().click();
  const widget = shop.widget();
  await widget.expectEarlyDetails();
  // Axe checks this state in accessibility.spec.ts: here the session is held only while the
  // buyer types, well within the widget's 15 s deadline for it.

  // Keyboard only: into the first field, type, and press Enter to continue.
  const first = widget.field('First name');
  await first.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Grace');
  await page.keyboard.press('Enter');
  // Nothing is refused while the order is unknown: no error summary, still the details.
  await expect(widget.root.getByRole('alert')).toHaveCount(0);
  await widget.expectStep('details');

  await session.release();
  // The order arrives: the typed name stays, the other fields take the prefill, and the
  // Continue pressed earlier moves on (to the tax id: the prefilled buyer lives in the US).
  await widget.expectStep('taxId');
  await widget.button('Back').click();
  await widget.expectStep('details');
  await expect(widget.field('First name')).toHaveValue('Grace');
  await expect(widget.field('Last name')).not.toHaveValue('');
  await expect(widget.summary()).not.toHaveAttribute('aria-busy', 'true');
});
