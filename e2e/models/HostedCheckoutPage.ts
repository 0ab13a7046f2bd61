import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { CatalogItemId } from '../../demo/catalog.js';
import { DEMO_ORIGIN, SANDBOX_ORIGIN } from '../fixtures/env.js';
import { CheckoutWidget } from './CheckoutWidget.js';

/** A checkout the demo shop's server opened: its client token (never its credentials). */
export interface HostedSession {
  clientToken: string;
  orderId: string;
}

/**
 * A client token for a new order, from the demo merchant's server (the documented merchant, whose
 * redirect origins hold the demo origin), as the shop page gets one.
 */
export async function openHostedSession(
  request: APIRequestContext,
  scenario = 'card-us-credit',
  item: CatalogItemId = 'aurora',
): Promise<HostedSession> {
  const answer = await request.post(`${DEMO_ORIGIN}/api/checkout-sessions`, {
    data: { scenario, item },
  });
  expect(answer.status(), 'POST /api/checkout-sessions').toBe(201);
  const session = (await answer.json()) as HostedSession;
  expect(session.orderId, 'the shop knows the order id').toBeTruthy();
  return session;
}

/** The hosted page's address for a client token, with the optional redirect_url. */
export function hostedPageUrl(clientToken: string, redirectUrl?: string): string {
  const query = new URLSearchParams({ client_token: clientToken });
  if (redirectUrl !== undefined) query.set('redirect_url', redirectUrl);
  return `${SANDBOX_ORIGIN}/checkout?${query}`;
}

/** The checkout on the hosted page (or in its popup): the page has one, in #nftc-checkout. */
class HostedWidget extends CheckoutWidget {
  constructor(page: Page) {
    super(page, 'aurora');
    // The base model finds its checkout by the demo shop's slot; here it is the page's own.
    Object.assign(this, {
      host: page.locator('#nftc-checkout'),
      root: page.locator('#nftc-checkout .nftc-root'),
    });
  }
}

/** The service's hosted checkout page: the checkout, and the controls back to the shop. */
export class HostedCheckoutPage {
  readonly widget: CheckoutWidget;

  constructor(readonly page: Page) {
    this.widget = new HostedWidget(page);
  }

  /** The page is the service's /checkout and its checkout has loaded the order. */
  async expectOpen(): Promise<void> {
    await this.page.waitForURL(
      (url) => url.origin === SANDBOX_ORIGIN && url.pathname === '/checkout',
    );
    await this.widget.waitUntilLoaded();
  }

  /** "Back to the shop", while the purchase goes on. */
  backLink(): Locator {
    return this.page.getByRole('link', { name: 'Back to the shop' });
  }

  /** "Return to the shop", once the purchase is over. */
  returnLink(): Locator {
    return this.page.getByRole('link', { name: 'Return to the shop' });
  }

  closeButton(): Locator {
    return this.page.getByRole('button', { name: 'Close this window' });
  }

  /** The page's own live region (the checkout has its own inside its shadow root). */
  status(): Locator {
    return this.page.locator('#nftc-page-status');
  }
}

/** The popup mode's panel in the shop's page: its live status and its one button. */
export class PopupPanel {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    item: CatalogItemId = 'aurora',
  ) {
    this.root = page.locator(`[data-checkout-host="${item}"] .nftc-popup`);
  }

  status(): Locator {
    return this.root.getByRole('status');
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name });
  }
}
