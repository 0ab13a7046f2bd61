import { CARD_CVC, CARD_EXPIRY, findScenario } from '../../../demo/scenarios.js';
import type { Catalog } from '../../../src/checkout/locales/catalog.js';
import { FRAME_CATALOGS } from '../../../src/frame/locales/index.js';
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
      const frameWords = FRAME_CATALOGS[locale]!;
      await shop.goto({ scenario: 'card-us-credit', locale: tag });
      const widget = await shop.buy();
      await expect(widget.root).toHaveAttribute('lang', locale);
      await expect(widget.root).toHaveAttribute('dir', dir);
      await expect(widget.heading(words.main.headings.details)).toBeVisible();
      // No English on the first screen: its words came with the locale's chunk.
      await expect(widget.root.getByText('Your details')).toHaveCount(0);

      // The US card scenario asks for the tax id first, in a frame that speaks the locale too.
      await widget.button(words.main.buttons.continueToTaxId).click();
      await expect(widget.root).toHaveAttribute('data-step', 'taxId');
      const taxId = widget.root
        .locator(`iframe[title="${words.purchase.taxId.frameTitle}"]`)
        .contentFrame();
      await expect(taxId.locator('html')).toHaveAttribute('lang', locale);
      await expect(taxId.locator('html')).toHaveAttribute('dir', dir);
      await expect(taxId.getByText('Social Security number', { exact: true })).toHaveCount(0);
      await taxId.getByLabel(frameWords.taxId.label).fill(TEST_SSN);
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
      await expect(cardFrame.locator('html')).toHaveAttribute('dir', dir);
      await expect(cardFrame.getByText('Card number', { exact: true })).toHaveCount(0);
      const number = cardFrame.getByLabel(frameWords.card.number);
      const expiry = cardFrame.getByLabel(frameWords.card.expiry);
      // Digits read left to right, also in a right-to-left frame.
      await expect(number).toHaveAttribute('dir', 'ltr');
      await expect(expiry).toHaveAttribute('dir', 'ltr');
      await number.fill(US_CREDIT_CARD);
      await expiry.fill(CARD_EXPIRY);
      await cardFrame.getByLabel(frameWords.card.cvc).fill(CARD_CVC);
      await widget.button(words.main.buttons.continueToReview).click();
      await expect(widget.root).toHaveAttribute('data-step', 'review');
      // Pay and the amount, wherever the language puts the amount.
      const [before = '', after = ''] = words.purchase.buttons.pay.split('{amount}');
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

  test('a live language change relabels the card frame in place, keeping the typed number', async ({
    shop,
    page,
  }) => {
    // The frame keeps its URL and relabels itself by message; the checkout keeps the view on
    // screen, in the old language, while the new language's chunk loads.
    const typed = '4659105569051157';
    await shop.goto({ scenario: 'card-us-debit', ownPay: true });
    const widget = await shop.buy();
    await widget.continueToPayment();
    const card = widget.radio('Card');
    if ((await card.count()) > 0) await card.check();
    // Found by class, not title: the frame's title follows the language too.
    const frameElement = widget.root.locator('iframe.nftc-frame');
    const frame = frameElement.contentFrame();
    await frame.getByLabel('Card number').fill(typed);
    const src = await frameElement.getAttribute('src');

    await page.getByLabel('Checkout language').locator('visible=true').selectOption('fr-FR');
    const french = FRAME_CATALOGS.fr!.card;
    await expect(frame.getByLabel(french.number)).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(frame.getByLabel(french.expiry)).toHaveAttribute('placeholder', 'MM / AA');
    // The same page, never reloaded: what the buyer typed is still there.
    expect(await frameElement.getAttribute('src')).toBe(src);
    expect((await frame.getByLabel(french.number).inputValue()).replace(/\D/g, '')).toBe(typed);
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
