import { expect, type Page } from '@playwright/test';
import { fill } from '../../src/api/text.js';
import frenchPurchase from '../../src/checkout/locales/fr/purchase.js';
import type { CheckoutWidget } from './CheckoutWidget.js';

/** The expiry beside the countdown: "(until 11:41 PM)", 12-hour in English. */
const ENGLISH_UNTIL = /\(until \d{1,2}:\d{2}\s[AP]M\)/;
/** The same in French: the catalog's words and a 24-hour time, "(jusqu’à 23:41)". */
const FRENCH_UNTIL = new RegExp(
  `\\(${fill(frenchPurchase.countdown.until, { time: '\\d{2}:\\d{2}' })}\\)`,
);

export interface StepHeadings {
  en: string;
  fr: string;
}

/**
 * The shop's language switch to French and back to English, on the step on screen: each way, the
 * step's heading and the expiry time follow at once. `inFrench` checks more while it is French.
 */
export async function switchLanguageAndBack(
  page: Page,
  widget: CheckoutWidget,
  heading: StepHeadings,
  inFrench?: () => Promise<void>,
): Promise<void> {
  const language = page.getByLabel('Checkout language').locator('visible=true');
  await language.selectOption('fr-FR');
  await expect(widget.heading(heading.fr)).toBeVisible();
  await expect(widget.root.locator('.nftc-countdown')).toContainText(FRENCH_UNTIL);
  await inFrench?.();
  await language.selectOption('en-US');
  await expect(widget.heading(heading.en)).toBeVisible();
  await expect(widget.root.locator('.nftc-countdown')).toContainText(ENGLISH_UNTIL);
}
