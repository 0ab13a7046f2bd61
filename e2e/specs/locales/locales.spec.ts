import { CARD_CVC, CARD_EXPIRY, findScenario } from '../../../demo/scenarios.js';
import type { Catalog } from '../../../src/checkout/locales/catalog.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import { keepScreenshot } from '../../models/artifacts.js';
import { TERMINAL_TIMEOUT, TEST_SSN } from '../../models/CheckoutWidget.js';

const payWith = findScenario('card-us-credit')?.payWith;
const US_CREDIT_CARD = payWith?.kind === 'card' ? payWith.number : '';
const LOCALES_DIR = 'src/checkout/locales';

/** A shipped locale's catalog, read from its files (a locale without them fails the test). */
async function catalog(locale: string): Promise<Catalog> {
  const part = async (name: keyof Catalog) =>
    (await import(`../../../${LOCALES_DIR}/${locale}/${name}.js`)).default;
  return {
    main: await part('main'),
    purchase: await part('purchase'),
    document: await part('document'),
  };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('the checkout in other languages', () => {
  for (const [tag, locale, dir] of [
    ['fr-FR', 'fr', 'ltr'],
    ['ja-JP', 'ja', 'ltr'],
    ['ar-EG', 'ar', 'rtl'],
  ] as const) {
    test(`${locale}: a card purchase from details to Complete, in ${locale} throughout`, async ({
      shop,
      page,
    }) => {
      const words = await catalog(locale);
      await shop.goto({ scenario: 'card-us-credit', locale: tag });
      const widget = await shop.buy();
      await expect(widget.root).toHaveAttribute('lang', locale);
      await expect(widget.root).toHaveAttribute('dir', dir);
      await expect(widget.heading(words.main.headings.details)).toBeVisible();
      // No English on the first screen: its words came with the locale's chunk.
      await expect(widget.root.getByText('Your details')).toHaveCount(0);

      // The US card scenario asks for the tax id first; the frame's own words are English.
      await widget.button(words.main.buttons.continueToTaxId).click();
      await expect(widget.root).toHaveAttribute('data-step', 'taxId');
      const taxId = widget.root.locator(`iframe[title="${words.purchase.taxId.frameTitle}"]`);
      await taxId.contentFrame().getByLabel('Social Security number').fill(TEST_SSN);
      await widget.button(words.main.buttons.continueToPayment).click();
      await expect(widget.root).toHaveAttribute('data-step', 'payment');
      await expect(widget.heading(words.purchase.headings.payment)).toBeVisible();
      const card = widget.root.getByRole('radio', {
        name: words.purchase.methods.card,
        exact: true,
      });
      if ((await card.count()) > 0) await card.check();
      const cardFrame = widget.root
        .locator(`iframe[title="${words.purchase.payment.cardFrameTitle}"]`)
        .contentFrame();
      await cardFrame.getByLabel('Card number').fill(US_CREDIT_CARD);
      await cardFrame.getByLabel('Expiry date (MM / YY)').fill(CARD_EXPIRY);
      await cardFrame.getByLabel('Security code (CVC)').fill(CARD_CVC);
      await widget.button(words.main.buttons.continueToReview).click();
      await expect(widget.root).toHaveAttribute('data-step', 'review');
      // Pay and the amount, wherever the language puts the amount.
      const [before = '', after = ''] = words.purchase.buttons.pay('\u0000').split('\u0000');
      await widget.button(new RegExp(`^${literal(before)}.+${literal(after)}$`)).click();
      await expect(widget.root).toHaveAttribute('data-step', 'complete', {
        timeout: TERMINAL_TIMEOUT,
      });
      await expect(widget.heading(words.main.headings.complete)).toBeVisible();
      expect(await shop.callbacks('aurora', 'complete')).toHaveLength(1);
      if (dir === 'rtl') await expectAccessible(page, `complete (${locale})`);
    });
  }

  test('ar: right to left, with phone numbers and amounts left to right, axe clean', async ({
    shop,
    page,
  }) => {
    await shop.goto({ scenario: 'card-us-credit', locale: 'ar' });
    const widget = await shop.buy();
    await expect(widget.root).toHaveAttribute('dir', 'rtl');
    await expect(widget.root).toHaveAttribute('lang', 'ar');
    const phone = widget.root.locator('input[type=tel]').first();
    expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    const price = widget.root.locator('bdi[dir=ltr]').first();
    expect(await price.evaluate((bdi) => getComputedStyle(bdi).direction)).toBe('ltr');
    await expectAccessible(page, 'details (ar)');
  });

  for (const locale of ['de', 'ja', 'ar']) {
    test(`${locale}: screenshots of the details at 360 px`, async ({ shop, page }, info) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await shop.goto({ scenario: 'card-us-credit', locale });
      const widget = await shop.buy();
      await expect(widget.root).toHaveAttribute('lang', locale);
      await keepScreenshot(page, info, `details-${locale}-360`);
    });
  }
});
