import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { CatalogItemId } from '../../demo/catalog.js';
import { BANK_LOGIN, CARD_CVC, CARD_EXPIRY } from '../../demo/scenarios.js';

export const STEPS = [
  'loading',
  'details',
  'payment',
  'review',
  'processing',
  'processed',
  'complete',
  'declined',
  'cancelled',
  'expired',
  'error',
] as const;
export type Step = (typeof STEPS)[number];

/** The h2 each step shows (the widget moves focus to it). */
export const STEP_HEADINGS: Partial<Record<Step, string>> = {
  details: 'Your details',
  payment: 'Payment method',
  review: 'Review and pay',
  processing: 'Processing payment',
  processed: 'Payment received',
  complete: 'Purchase complete',
  declined: 'Payment declined',
  cancelled: 'Order cancelled',
  expired: 'Checkout expired',
  error: 'Something went wrong',
};

export const TERMINAL_TIMEOUT = 20_000;

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

  async continueToPayment(): Promise<void> {
    await this.button('Continue to payment').click();
    await this.expectStep('payment');
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
}
