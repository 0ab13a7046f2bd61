// The pseudo-locale en-XA (every text accented and 40 % longer) at 320 px: every step and
// outcome is walked and checked for cut, overlapping or overflowing text, in the checkout and
// inside the service's frames, and kept as a screenshot. The frames are found and filled by
// their ids, not their words, so the walk holds whatever language they speak.
import { TEST_CARDS } from '../../../demo/scenarios.js';
import { holdOrderUpdates, refuseCheckout } from '../../fixtures/gate.js';
import { expect, test } from '../../fixtures/test.js';
import { freshTestPhone, type Step, TERMINAL_TIMEOUT } from '../../models/CheckoutWidget.js';
import { passportPhotos } from '../../models/identityPhotos.js';
import { expectNoClipping, layoutProblems } from '../../models/layout.js';
import {
  before,
  expectHolds,
  fillCard,
  frame,
  LOCALE,
  leaveDetails,
  literal,
  open,
  payButton,
  payByCard,
  WIDTH,
  words,
} from '../../models/pseudoWalk.js';

test.use({ viewport: { width: WIDTH, height: 720 } });
// Each test is a whole walk with a layout check per state.
test.describe.configure({ timeout: 90_000 });

test('the layout check finds cut, overlapping and overflowing text', async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 400 });
  const long = 'Ţĥé çöñţîñûé ƀûţţöñ ŵîţĥ á véŕý ļöñĝ ļáƀéļ ţĥáţ ďöéš ñöţ ƒîţ';
  await page.setContent(`
    <style>
      .cut { display: block; width: 120px; overflow: hidden; white-space: nowrap }
      .name { display: inline-block; width: 200px }
      .under { margin-inline-start: -120px; width: 150px }
      .wide { width: 400px }
      .spill { width: 80px; height: 30px; white-space: nowrap }
    </style>
    <main id="good"><label>${long}<input></label><p>${long}</p><button>OK</button></main>
    <main id="bad">
      <label class="cut">${long}</label>
      <div><span class="name">Name</span><input class="under"></div>
      <p class="wide">${long}</p>
      <button class="spill">${long}</button>
    </main>`);
  expect(await layoutProblems(page.locator('#good'))).toEqual([
    // The page as a whole scrolls because of #bad: reported from any scope.
    expect.objectContaining({ problem: expect.stringMatching(/^the page scrolls horizontally/) }),
  ]);
  const problems = await layoutProblems(page.locator('#bad'));
  const found = (element: RegExp, problem: RegExp) =>
    expect(problems).toContainEqual({
      element: expect.stringMatching(element),
      problem: expect.stringMatching(problem),
    });
  found(/^html/, /^the page scrolls horizontally: 4\d\d px wide in 320 px/);
  found(/main#bad > label\.cut "Ţĥé/, /^cuts its text horizontally: \d+ px of content in 120 px/);
  found(/> span\.name "Name"$/, /^overlaps .*> input\.under$/);
  found(/> p\.wide "Ţĥé/, /^is outside the 320 px viewport: from \d+ px to 4\d\d px/);
  found(/> button\.spill "Ţĥé/, /^its text spills out of its box/);
  await expect(
    expectNoClipping(page.locator('#bad'), { where: 'fixture', timeout: 500 }),
  ).rejects.toThrow(/layout problems at fixture[\s\S]*label\.cut/);
});

test.describe(`${LOCALE} at ${WIDTH} px`, () => {
  test('details, phone, tax id, identity document, card, review, 3-D Secure, Complete', async ({
    shop,
    page,
  }, info) => {
    const widget = await open(shop, 'identity-check', { phone: freshTestPhone() });
    await expectHolds(page, info, widget, 'details');
    await leaveDetails(widget, (step) => expectHolds(page, info, widget, step));

    await expectHolds(page, info, widget, 'document');
    const photos = passportPhotos(info.outputPath());
    const document = frame(widget, words.document.frameTitle);
    await document.locator('#nftc-doc-type-passport').check();
    await document.locator('#nftc-doc-country').selectOption('US');
    await document.locator('#nftc-doc-front-file').setInputFiles(photos.front);
    await document.locator('#nftc-doc-selfie-file').setInputFiles(photos.selfie);
    await expect(document.locator('#nftc-doc-selfie-preview')).toBeVisible();
    await expectHolds(page, info, widget, 'document', 'document-photos');
    await widget.button(words.document.send).click();

    await expectHolds(page, info, widget, 'payment', 'payment-card');
    await fillCard(widget, TEST_CARDS.challenge);
    await widget.button(words.main.buttons.continueToReview).click();
    await expectHolds(page, info, widget, 'review');

    await payButton(widget).click();
    await expect(widget.heading(words.purchase.challenge.heading)).toBeVisible({
      timeout: 15_000,
    });
    const bank = frame(widget, words.purchase.challenge.frameTitle);
    await expect(bank.locator('#nftc-challenge-complete')).toBeVisible();
    const step = (await widget.step()) as Step;
    await expectHolds(page, info, widget, step, 'challenge', words.purchase.challenge.heading);
    await bank.locator('#nftc-challenge-complete').click();
    await expectHolds(page, info, widget, 'complete');
  });

  test('bank account, Processing, Complete; Processed while the shop delivers', async ({
    shop,
    page,
  }, info) => {
    // Held from the start, as the order's stream opens with the checkout: Processing stays.
    const updates = await holdOrderUpdates(page);
    const widget = await open(shop, 'ach');
    await leaveDetails(widget);
    await expect(widget.root).toHaveAttribute('data-step', 'payment');
    const ach = widget.root.getByRole('radio', { name: words.purchase.methods.ach, exact: true });
    if ((await ach.count()) > 0) await ach.check();
    await expectHolds(page, info, widget, 'payment', 'payment-bank');
    await widget.field(words.purchase.bank.username).fill('user_good');
    await widget.field(words.purchase.bank.password).fill('pass_good');
    await widget.button(words.purchase.buttons.linkBank).click();
    await expect(
      widget.root.getByText(new RegExp(`^${literal(before(words.purchase.bank.linked))}`)),
    ).toBeVisible();
    await expectHolds(page, info, widget, 'payment', 'payment-bank-linked');
    await widget.button(words.main.buttons.continueToReview).click();
    await expectHolds(page, info, widget, 'review', 'review-bank');

    await payButton(widget).click();
    await expectHolds(page, info, widget, 'processing');
    await updates.release();
    await expectHolds(page, info, widget, 'complete', 'complete-bank');

    // The shop delivers this one itself: the checkout stays on Processed until it does.
    await shop.chooseScenario('merchant-delivery');
    const second = await shop.buy('nebula');
    await payByCard(second, TEST_CARDS.usCredit);
    await expectHolds(page, info, second, 'processed');
  });

  test('Declined and Cancelled', async ({ shop, page }, info) => {
    const widget = await open(shop, 'decline-card');
    await payByCard(widget, TEST_CARDS.declined);
    await expectHolds(page, info, widget, 'declined');
    await expect(widget.button(words.purchase.buttons.tryAnotherMethod)).toBeVisible();

    await shop.chooseScenario('cancel-netf');
    const second = await shop.buy('nebula');
    await payByCard(second, TEST_CARDS.usCredit);
    await expect(second.root.getByText(words.purchase.outcome.refunded)).toBeVisible({
      timeout: TERMINAL_TIMEOUT,
    });
    await expectHolds(page, info, second, 'cancelled');
  });

  test('Expired and the error screen', async ({ shop, page }, info) => {
    await shop.goto({ scenario: 'expiry', expiresIn: 3, locale: LOCALE });
    const widget = await shop.buy();
    await expectHolds(page, info, widget, 'expired');

    await refuseCheckout(page);
    await shop.buyButton('nebula').click();
    await expectHolds(page, info, shop.widget('nebula'), 'error');
  });
});
