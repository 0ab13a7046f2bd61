import { expect, type Locator, type Page } from '@playwright/test';
import type { CatalogItemId } from '../../demo/catalog.js';
import type { OrderWebhooks } from '../../demo/pages/shop/merchantApi.js';
import type { Embed, LogEntry, SlotSession } from '../../demo/pages/shop/types.js';
import { DEMO_ORIGIN, DEMO_PORT } from '../fixtures/env.js';
import { CheckoutWidget } from './CheckoutWidget.js';

const PAGE_PATH: Record<Embed, string> = {
  npm: '/',
  'script-tag': '/script-tag.html',
  element: '/element.html',
  react: '/react.html',
};

export interface GotoOptions {
  scenario?: string;
  /** Client-token expiry override in seconds (the demo's `?expiresIn=`). */
  expiresIn?: number;
  /** The same page served under the strict Content-Security-Policy. */
  strict?: boolean;
  /** The checkout's theme (the demo's `?theme=`; default auto, following the OS). */
  theme?: 'light' | 'dark';
  /** Short network timeouts and tracking intervals (the demo's `?timing=fast`), for fault specs. */
  timing?: 'fast';
  /** Another sandbox test phone to prefill (a first-time buyer: see freshTestPhone). */
  phone?: string;
  /** Another customer id (the demo's `?customer=`): a buyer the service never verified. */
  customer?: string;
  /** The checkout's locale (the demo's `?locale=`; default en-US). */
  locale?: string;
  /** The shop's own Pay button and language switch (the demo's `?ownPay=1`). */
  ownPay?: boolean;
  /** The shop's host name in place of 127.0.0.1 (another top-level domain, e.g. localhost). */
  host?: string;
  /** The wallet buttons above the details form (the demo's `?express=1`). */
  express?: boolean;
}

/** The demo shop: scenario picker, product cards with their checkouts, and the event log. */
export class ShopPage {
  constructor(
    readonly page: Page,
    readonly embed: Embed,
  ) {}

  async goto(options: GotoOptions = {}): Promise<void> {
    const params = new URLSearchParams();
    if (options.scenario) params.set('scenario', options.scenario);
    if (options.expiresIn) params.set('expiresIn', String(options.expiresIn));
    if (options.theme) params.set('theme', options.theme);
    if (options.timing) params.set('timing', options.timing);
    if (options.phone) params.set('phone', options.phone);
    if (options.customer) params.set('customer', options.customer);
    if (options.locale) params.set('locale', options.locale);
    if (options.ownPay) params.set('ownPay', '1');
    if (options.express) params.set('express', '1');
    const path = `${options.strict ? '/strict' : ''}${PAGE_PATH[this.embed]}`;
    const origin = options.host ? `http://${options.host}:${DEMO_PORT}` : '';
    await this.page.goto(`${origin}${path}?${params}`);
    await this.page.waitForFunction(() => window.nftcDemo !== undefined);
  }

  card(item: CatalogItemId = 'aurora'): Locator {
    return this.page.locator(`article[data-item="${item}"]`);
  }

  buyButton(item: CatalogItemId = 'aurora'): Locator {
    return this.card(item).getByRole('button', { name: /^Buy now/ });
  }

  async chooseScenario(id: string): Promise<void> {
    await this.page.getByLabel('Scenario for the next purchase').selectOption(id);
  }

  /** Presses Buy and waits for the checkout to load its session. */
  async buy(item: CatalogItemId = 'aurora'): Promise<CheckoutWidget> {
    await this.buyButton(item).click();
    const widget = this.widget(item);
    await widget.waitUntilLoaded();
    return widget;
  }

  widget(item: CatalogItemId = 'aurora'): CheckoutWidget {
    return new CheckoutWidget(this.page, item);
  }

  slotStatus(item: CatalogItemId = 'aurora'): Locator {
    return this.card(item).locator('.slot-status');
  }

  /** Every log entry, in the order it happened (kept across reloads by the page). */
  events(): Promise<LogEntry[]> {
    return this.page.evaluate(() => window.nftcDemo?.events ?? []);
  }

  async callbacks(item: CatalogItemId, name?: string): Promise<LogEntry[]> {
    return (await this.events()).filter(
      (e) => e.source === 'callback' && e.item === item && (name === undefined || e.name === name),
    );
  }

  /** Waits for a callback and checks it fired exactly once; returns its payload. */
  async singleCallback<T = Record<string, unknown>>(item: CatalogItemId, name: string): Promise<T> {
    await expect
      .poll(async () => (await this.callbacks(item, name)).length, {
        message: `"${name}" callbacks of ${item}`,
      })
      .toBeGreaterThan(0);
    const fired = await this.callbacks(item, name);
    expect(fired, `exactly one "${name}" callback`).toHaveLength(1);
    return fired[0]!.payload as T;
  }

  session(item: CatalogItemId = 'aurora'): Promise<SlotSession | null> {
    return this.page.evaluate((id) => window.nftcDemo?.slot(id) ?? null, item);
  }

  async openSession(item: CatalogItemId = 'aurora'): Promise<SlotSession & { orderId: string }> {
    const session = await this.session(item);
    expect(session?.orderId, 'the shop knows the order id').toBeTruthy();
    return session as SlotSession & { orderId: string };
  }

  /** The merchant action: posts the Delivered order event; returns the transaction hash. */
  async deliver(item: CatalogItemId = 'aurora'): Promise<string> {
    const button = this.card(item).getByRole('button', { name: 'Deliver NFT' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect
      .poll(async () => (await this.session(item))?.deliveredTxHash)
      .toMatch(/^0x[0-9a-f]{64}$/);
    return (await this.session(item))!.deliveredTxHash!;
  }

  async close(item: CatalogItemId = 'aurora'): Promise<void> {
    await this.card(item).getByRole('button', { name: 'Close checkout' }).click();
  }

  orderLink(item: CatalogItemId = 'aurora'): Locator {
    return this.card(item).getByRole('link', { name: /View order/ });
  }

  // The merchant's server side: webhooks, fulfilment, the hosted page

  hostedButton(item: CatalogItemId = 'aurora'): Locator {
    return this.card(item).getByRole('button', { name: /^Pay on the hosted page/ });
  }

  /** The card's fulfilment status: a polite live region the shop's server alone moves on. */
  fulfilmentStatus(item: CatalogItemId = 'aurora'): Locator {
    return this.card(item).locator('[data-fulfilment] [role="status"]');
  }

  /** What the shop's server last said about the card's order (the page's test hook). */
  fulfilment(item: CatalogItemId = 'aurora'): Promise<OrderWebhooks | null> {
    return this.page.evaluate((id) => window.nftcDemo?.fulfilment(id) ?? null, item);
  }

  /** The event log's webhook entries, as shown (newest first). */
  webhookEntries(): Locator {
    return this.page.locator('#event-log li.log-entry[data-source="webhook"]');
  }

  async webhooks(item: CatalogItemId = 'aurora'): Promise<LogEntry[]> {
    return (await this.events()).filter((e) => e.source === 'webhook' && e.item === item);
  }

  /** The demo's test switch (--fast only): the shop answers the order's webhooks 503. */
  async holdWebhooks(orderId: string): Promise<void> {
    const res = await this.page.request.post(`${DEMO_ORIGIN}/api/test/webhooks/hold`, {
      data: { orderId },
    });
    expect(res.status(), 'hold the webhooks').toBe(200);
  }

  /** Accepts the order's webhooks again; what gave up meanwhile is resent. */
  async releaseWebhooks(orderId: string): Promise<void> {
    const res = await this.page.request.post(`${DEMO_ORIGIN}/api/test/webhooks/release`, {
      data: { orderId },
    });
    expect(res.status(), 'release the webhooks').toBe(200);
  }

  /** The order as the shop's server reads it from the service (GET /orders/{id}). */
  async serviceOrder(
    orderId: string,
  ): Promise<{ status: string; withdrawal?: { txHash?: string } }> {
    const res = await this.page.request.get(`${DEMO_ORIGIN}/api/orders/${orderId}`);
    expect(res.status(), 'GET /api/orders/{id}').toBe(200);
    return res.json();
  }
}
