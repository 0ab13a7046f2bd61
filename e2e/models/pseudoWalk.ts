// The pseudo-locale walk (specs/locales/pseudo.spec.ts): the checkout's words in en-XA, the
// buttons found by them, each state checked to hold the long words, and the buyer's way through
// the steps. The frames are found and filled by their ids, not their words.

import { randomUUID } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { pseudoLocalize } from '../../src/api/pseudoLocale.js';
import { fill } from '../../src/api/text.js';
import { purchaseStrings } from '../../src/checkout/purchase/strings.js';
import { strings } from '../../src/checkout/strings.js';
import { documentStrings } from '../../src/slices/document/widget/strings.js';
import { keepScreenshot } from './artifacts.js';
import {
  type CheckoutWidget,
  phoneCode,
  type Step,
  TERMINAL_TIMEOUT,
  TEST_SSN,
} from './CheckoutWidget.js';
import { expectNoClipping, expectNoClippingInFrames } from './layout.js';
import type { ShopPage } from './ShopPage.js';
import { expectAllPseudo } from './untranslated.js';

export const LOCALE = 'en-XA';
export const WIDTH = 320;
export const words = pseudoLocalize({
  main: strings,
  purchase: purchaseStrings,
  document: documentStrings,
});

const HEADINGS: Partial<Record<Step, string>> = {
  details: words.main.headings.details,
  phone: words.purchase.phone.heading,
  taxId: words.purchase.taxId.heading,
  document: words.document.heading,
  payment: words.purchase.headings.payment,
  review: words.purchase.headings.review,
  processing: words.main.headings.processing,
  processed: words.main.headings.processed,
  complete: words.main.headings.complete,
  declined: words.main.headings.declined,
  cancelled: words.main.headings.cancelled,
  expired: words.main.headings.expired,
  error: words.main.headings.error,
};

export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The words before a text's first `{value}`: the padding after it grows with the value. */
export const before = (template: string) => template.split('{')[0] ?? '';
/** "Continue to …" in the pseudo-locale: what every step's Continue label starts with. */
const CONTINUE = ((a: string, b: string) => {
  let end = 0;
  while (end < a.length && a[end] === b[end]) end += 1;
  return a.slice(0, end);
})(words.main.buttons.continueToPayment, words.main.buttons.continueToReview);
const continueButton = (widget: CheckoutWidget) =>
  widget.button(new RegExp(`^${literal(CONTINUE)}`));
export const payButton = (widget: CheckoutWidget) =>
  widget.button(new RegExp(`^${literal(before(words.purchase.buttons.pay))}`));
export const frame = (widget: CheckoutWidget, title: string) =>
  widget.root.locator(`iframe[title="${title}"]`).contentFrame();

/**
 * The state on screen holds the long words: its pseudo heading, no cut or overlapping text in
 * the checkout or its frames, and a screenshot kept as `pseudo-<name>-320`.
 */
export async function expectHolds(
  page: Page,
  info: TestInfo,
  widget: CheckoutWidget,
  step: Step,
  name: string = step,
  heading = HEADINGS[step],
): Promise<void> {
  await expect(widget.root).toHaveAttribute('data-step', step, { timeout: TERMINAL_TIMEOUT });
  if (heading) await expect(widget.heading(heading)).toBeVisible();
  await expect(widget.root).toContainText('\u27e6');
  const where = `${name} (${LOCALE}, ${WIDTH} px)`;
  await expectAllPseudo(widget.root, where);
  // The service's frames speak it too.
  for (const iframe of await widget.root.locator('iframe').all()) {
    if (!(await iframe.isVisible())) continue;
    const title = await iframe.getAttribute('title');
    await expectAllPseudo(iframe.contentFrame().locator('body'), `${where}, frame ${title}`);
  }
  await expectNoClipping(widget.root, { where });
  await expectNoClippingInFrames(widget.root, { where });
  await keepScreenshot(page, info, `pseudo-${name}-${WIDTH}`);
}

/** Opens a checkout in en-XA and checks it speaks it. */
export async function open(shop: ShopPage, scenario: string, extra: { phone?: string } = {}) {
  await shop.goto({ scenario, locale: LOCALE, ...extra, customer: randomUUID() });
  const widget = await shop.buy();
  await expect(widget.root).toHaveAttribute('lang', LOCALE);
  return widget;
}

/** From the details through the phone and tax-id steps, when the session asks for them. */
export async function leaveDetails(widget: CheckoutWidget, check?: (step: Step) => Promise<void>) {
  const phone = await widget.field(words.main.fields.phone).inputValue();
  await continueButton(widget).click();
  await expect(widget.root).not.toHaveAttribute('data-step', 'details');
  if ((await widget.step()) === 'phone') {
    await check?.('phone');
    await widget.button(words.purchase.phone.send).click();
    await expect(widget.root.getByText(fill(words.purchase.phone.sent, { phone }))).toBeVisible();
    await widget.field(words.purchase.phone.codeLabel).fill(phoneCode(phone));
    await continueButton(widget).click();
    await expect(widget.root).not.toHaveAttribute('data-step', 'phone');
  }
  if ((await widget.step()) === 'taxId') {
    const ssn = frame(widget, words.purchase.taxId.frameTitle).locator('#nftc-tax-id');
    await expect(ssn).toBeVisible();
    await check?.('taxId');
    await ssn.fill(TEST_SSN);
    await continueButton(widget).click();
    await expect(widget.root).not.toHaveAttribute('data-step', 'taxId');
  }
}

/** The card's fields in its frame, by their autocomplete tokens. */
export async function fillCard(widget: CheckoutWidget, number: string) {
  const radio = widget.root.getByRole('radio', { name: words.purchase.methods.card, exact: true });
  if ((await radio.count()) > 0) await radio.check();
  const card = frame(widget, words.purchase.payment.cardFrameTitle);
  await card.locator('input[autocomplete="cc-number"]').fill(number);
  await card.locator('input[autocomplete="cc-exp"]').fill('12 / 34');
  await card.locator('input[autocomplete="cc-csc"]').fill('123');
}

/** Details to Pay with a card, no checks on the way (other tests walk those steps). */
export async function payByCard(widget: CheckoutWidget, number: string) {
  await leaveDetails(widget);
  await expect(widget.root).toHaveAttribute('data-step', 'payment');
  await fillCard(widget, number);
  await widget.button(words.main.buttons.continueToReview).click();
  await expect(widget.root).toHaveAttribute('data-step', 'review');
  await payButton(widget).click();
}
