import { findScenario } from '../../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import type { CheckoutWidget } from '../../models/CheckoutWidget.js';
import { reachReview } from '../../models/flows.js';

const MARKUP_NAME = findScenario('hostile-name')!.tweak.nftName!;

/** Nothing ran, no element came from the data, no URL with a script scheme was used. */
async function expectInert(widget: CheckoutWidget): Promise<void> {
  const report = await widget.host.evaluate((host) => {
    const all: Element[] = [];
    const walk = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        all.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(host.shadowRoot ?? host);
    walk(host);
    const urls = all.flatMap((el) =>
      ['src', 'href', 'srcset', 'action', 'formaction', 'xlink:href']
        .map((name) => el.getAttribute(name) ?? '')
        .filter((value) => /^\s*(javascript|data|vbscript):/i.test(value)),
    );
    return {
      pwned: (window as unknown as { __nftcPwned?: unknown }).__nftcPwned ?? null,
      injectedImages: all.filter((el) => el.tagName === 'IMG' && el.getAttribute('src') === 'x')
        .length,
      bold: all.filter((el) => el.tagName === 'B').length,
      handlers: all.filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
      urls,
    };
  });
  expect(report).toEqual({ pwned: null, injectedImages: 0, bold: 0, handlers: 0, urls: [] });
}

test.describe('hostile data renders inert', () => {
  test('an NFT name with markup is shown as text through to review', async ({ shop, page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const scenario = findScenario('hostile-name')!;
    await shop.goto({ scenario: scenario.id });
    const widget = await shop.buy();
    await expect(widget.root.getByText(MARKUP_NAME).first()).toBeVisible();
    await expectInert(widget);
    await reachReview(widget, scenario.payWith);
    await expect(widget.root.getByText(MARKUP_NAME).first()).toBeVisible();
    await expectInert(widget);
    expect(dialogs).toEqual([]);
  });

  test('a session carrying a javascript: image URL and markup never runs it', async ({
    shop,
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // The service refuses such a URL at token creation, so tamper with the response the widget
    // receives instead: the widget must not trust the wire either.
    await page.route(`${SANDBOX_ORIGIN}/v1/checkout/session`, async (route) => {
      const response = await route.fetch();
      const session = await response.json();
      session.nft.imageUrl = 'javascript:window.__nftcPwned=1';
      session.nft.name = MARKUP_NAME;
      await route.fulfill({ response, json: session });
    });
    await shop.goto({ scenario: 'card-us-credit' });
    await shop.buyButton().click();
    const widget = shop.widget();
    await widget.waitUntilLoaded();
    await expectInert(widget);
    expect(dialogs).toEqual([]);
  });
});
