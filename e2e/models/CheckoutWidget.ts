import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { CatalogItemId } from '../../demo/catalog.js';
import { BANK_LOGIN, CARD_CVC, CARD_EXPIRY } from '../../demo/scenarios.js';
import { phoneCode, TEST_SSN } from './buyerValues.js';
import { STEP_HEADINGS, type Step } from './checkoutSteps.js';

export { freshTestPhone, phoneCode, TEST_SSN } from './buyerValues.js';
export { STEP_HEADINGS, STEPS, type Step, TERMINAL_TIMEOUT } from './checkoutSteps.js';

/**
 * One mounted checkout, located through its open shadow root (Playwright's CSS engine pierces
 * it). Everything is found by role and label, as a buyer would find it.
 */
export class CheckoutWidget {
  readonly host: Locator;
  readonly root: Locator;

  constructor(
    readonly page: Page,
    readonly item: CatalogItemId,
  ) {
    this.host = page.locator(`[data-checkout-host="${item}"]`);
    this.root = this.host.locator('.nftc-root');
  }

  /** The session has arrived: past loading, and the order summary no longer loading. */
  async waitUntilLoaded(): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.root).not.toHaveAttribute('data-step', 'loading');
    await expect(this.root.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** The order summary (name, image, price); busy while the session is on its way. */
  summary(): Locator {
    return this.root.getByRole('region', { name: 'Your order' });
  }

  /** The first step, shown before the session has arrived: the summary says it is loading. */
  async expectEarlyDetails(): Promise<void> {
    await this.expectStep('details');
    await expect(this.summary()).toHaveAttribute('aria-busy', 'true');
    await expect(this.summary()).toHaveText('Loading your order\u2026');
  }

  step(): Promise<string | null> {
    return this.root.getAttribute('data-step');
  }

  /** Waits for a step and its heading. */
  async expectStep(step: Step, timeout?: number): Promise<void> {
    await expect(this.root).toHaveAttribute('data-step', step, { timeout });
    const heading = STEP_HEADINGS[step];
    if (heading) await expect(this.heading(heading)).toBeVisible();
  }

  heading(name: string): Locator {
    return this.root.getByRole('heading', { level: 2, name });
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name });
  }

  status(): Locator {
    return this.root.getByRole('status');
  }

  // Details

  /** Continue on the identity document step while the photos are chosen. */
  sendPhotosButton(): Locator {
    return this.button('Send photos for checking');
  }

  /** The button that leaves the step on screen ("Continue to payment", "… to tax id"). */
  continueButton(): Locator {
    return this.button(/^Continue to /);
  }

  /**
   * From the details to the payment step, through the buyer checks the session asks for: the
   * phone code (a test phone's last six digits) and the tax id (a valid test SSN).
   */
  async continueToPayment(ssn = TEST_SSN): Promise<void> {
    await this.leaveDetails(ssn);
    await this.expectStep('payment');
  }

  /** Continue from the details, then through the phone and tax-id steps when they show. */
  async leaveDetails(ssn = TEST_SSN): Promise<void> {
    const phone = await this.field('Phone').inputValue();
    await this.continueButton().click();
    await expect(this.root).not.toHaveAttribute('data-step', 'details');
    if ((await this.step()) === 'phone') await this.verifyPhone(phone);
    if ((await this.step()) === 'taxId') await this.enterTaxId(ssn);
  }

  // Identity document

  documentFrame(): FrameLocator {
    return this.root.locator('iframe[title="Identity document and selfie"]').contentFrame();
  }

  /** One photo block of the document frame: `Front of the document`, `A selfie`… */
  photoSide(name: string): Locator {
    return this.documentFrame().getByRole('group', { name, exact: true });
  }

  /**
   * Presses Send once the document frame has been sized to what it shows. The frame grows as it
   * shows what it refused; WebKit may tell the page so only as the pointer goes down, and a
   * button pushed down between the press and the release gets no click.
   */
  async sendPhotos(): Promise<void> {
    const iframe = this.root.locator('iframe[title="Identity document and selfie"]');
    const content = this.documentFrame().locator('html');
    await expect
      .poll(async () => {
        const height = await content.evaluate((html) =>
          Math.ceil(html.getBoundingClientRect().height),
        );
        return Number(await iframe.getAttribute('height')) - height;
      }, 'the frame is as tall as its content')
      .toBe(0);
    await this.sendPhotosButton().click();
  }

  /** Chooses a passport from the US and its photos, then sends them (Continue). */
  async sendPassport(photos: { front: string; selfie: string }): Promise<void> {
    await this.expectStep('document');
    const frame = this.documentFrame();
    await frame.getByRole('radio', { name: 'Passport' }).check();
    await frame.getByLabel('Issuing country').selectOption('US');
    await this.choosePhoto('Front of the document', photos.front);
    await this.choosePhoto('A selfie', photos.selfie);
    await this.sendPhotos();
  }

  async choosePhoto(side: string, path: string): Promise<void> {
    const block = this.photoSide(side);
    await block.getByLabel(side, { exact: true }).setInputFiles(path);
    await expect(block.getByRole('img')).toBeVisible();
  }

  /** Waits for the verifier's answer: verified, the checkout goes on to payment by itself. */
  async expectIdentityVerified(): Promise<void> {
    await this.expectStep('payment');
  }

  // Buyer checks

  /** Sends a code to a sandbox test phone and types it (the code is its last six digits). */
  async verifyPhone(phone: string): Promise<void> {
    await this.expectStep('phone');
    await this.button('Send code').click();
    await expect(this.root.getByText(/^We sent a code to /)).toBeVisible();
    await this.field('Code from the text message').fill(phoneCode(phone));
    await this.continueButton().click();
    await expect(this.root).not.toHaveAttribute('data-step', 'phone');
  }

  taxIdFrame(): FrameLocator {
    return this.root.locator('iframe[title="Social Security number"]').contentFrame();
  }

  async enterTaxId(ssn = TEST_SSN): Promise<void> {
    await this.expectStep('taxId');
    // Back from the payment, the number entered shows masked: nothing to type again.
    if ((await this.button('Change the number').count()) === 0) {
      await this.taxIdFrame().getByLabel('Social Security number').fill(ssn);
    }
    await this.continueButton().click();
    await expect(this.root).not.toHaveAttribute('data-step', 'taxId');
  }

  // Payment

  radio(name: 'Card' | 'Bank account (ACH)'): Locator {
    return this.root.getByRole('radio', { name, exact: true });
  }

  cardFrame(): FrameLocator {
    return this.root.locator('iframe[title="Card details"]').contentFrame();
  }

  async fillCard(number: string, expiry = CARD_EXPIRY, cvc = CARD_CVC): Promise<void> {
    const frame = this.cardFrame();
    await frame.getByLabel('Card number').fill(number);
    await frame.getByLabel('Expiry date (MM / YY)').fill(expiry);
    await frame.getByLabel('Security code (CVC)').fill(cvc);
  }

  async linkBank(): Promise<void> {
    await this.field('Bank username').fill(BANK_LOGIN.username);
    await this.field('Bank password').fill(BANK_LOGIN.password);
    await this.button('Link bank account').click();
    await expect(this.root.getByText(/^Linked /)).toBeVisible();
  }

  async continueToReview(): Promise<void> {
    await this.button('Continue to review').click();
    await this.expectStep('review');
  }

  // Review

  payButton(): Locator {
    return this.button(/^Pay \$/);
  }

  /** The dd beside a dt of the review's price list. */
  reviewValue(term: string): Locator {
    return this.root.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  }

  timer(): Locator {
    return this.root.getByRole('timer', { name: 'Time left to pay' });
  }

  // Terminal screens

  transactionHash(): Locator {
    return this.root.locator('code').filter({ hasText: /^0x[0-9a-f]+$/i });
  }

  refundNotice(): Locator {
    return this.root.getByText('Refunded to your original payment method', { exact: true });
  }

  /** A cancellation before payment: nothing to refund. */
  notChargedNotice(): Locator {
    return this.root.getByText('Nothing was charged.', { exact: true });
  }
}
