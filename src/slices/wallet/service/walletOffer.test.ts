// The wallet frame's offer and page over HTTP against the real sandbox: which wallets, whether
// the page's domain is registered for each, their methods and the sheet's amounts; bad inputs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessionSchema } from '../../../api/checkout.js';
import type { EnabledMethodType, PaymentMethodType } from '../../../api/clientTokens.js';
import {
  type Checkout,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { TEST_WALLET_FILES } from '../api/testWallet.js';
import { walletOfferSchema } from '../api/walletOffer.js';
import { walletRequest } from './testing/walletRequest.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const CA = { countryCode: 'US', regionCode: 'CA' };

const ask = (checkout: Checkout, body: unknown) =>
  t.raw('POST', '/v1/checkout/wallet-offer', {
    auth: `Bearer ${checkout.token}`,
    body: JSON.stringify(body),
  });

async function offer(checkout: Checkout, origin: string) {
  const answer = await ask(checkout, { origin, address: CA });
  expect(answer.status, answer.text).toBe(200);
  return walletOfferSchema.parse(answer.json);
}

const withWallets = (enabled: EnabledMethodType[], preferred?: PaymentMethodType) =>
  t.open(walletRequest(preferred ? { enabled, default: preferred } : { enabled }));

describe('POST /v1/checkout/wallet-offer', { timeout: 20_000 }, () => {
  it('offers the wallets enabled, Apple Pay only on a registered domain', async () => {
    await t.merchant.addPaymentDomain('shop.example');
    const checkout = await withWallets(['us_credit', 'apple_pay', 'google_pay']);
    const registered = await offer(checkout, 'https://shop.example');
    expect(registered.wallets).toEqual([
      {
        wallet: 'apple_pay',
        domainRegistered: true,
        methods: [
          {
            supportedMethods: `${t.sandbox.origin}${TEST_WALLET_FILES.method}`,
            data: { wallet: 'apple_pay' },
          },
        ],
      },
      {
        wallet: 'google_pay',
        domainRegistered: true,
        methods: [
          {
            supportedMethods: `${t.sandbox.origin}${TEST_WALLET_FILES.method}`,
            data: { wallet: 'google_pay' },
          },
        ],
      },
    ]);
    const elsewhere = await offer(checkout, 'https://other.example');
    expect(elsewhere.wallets.map((w) => [w.wallet, w.domainRegistered])).toEqual([
      ['apple_pay', false],
      ['google_pay', true],
    ]);
    // The service's own pages (the hosted checkout) need no registration; another port of its
    // host name is another page, and so is not registered.
    const own = await offer(checkout, t.sandbox.origin);
    expect(own.wallets.every((w) => w.domainRegistered)).toBe(true);
    const port = new URL(t.sandbox.origin);
    port.port = String(Number(port.port) + 1);
    const neighbour = await offer(checkout, port.origin);
    expect(neighbour.wallets[0]?.domainRegistered).toBe(false);
    // A port never matters to a registered domain.
    expect((await offer(checkout, 'https://shop.example:8443')).wallets[0]?.domainRegistered).toBe(
      true,
    );
  });

  it("registers per merchant: another merchant's domain is not this one's", async () => {
    await t.merchant2.addPaymentDomain('theirs.example');
    const checkout = await withWallets(['us_credit', 'apple_pay']);
    expect((await offer(checkout, 'https://theirs.example')).wallets[0]?.domainRegistered).toBe(
      false,
    );
  });

  it('quotes the sheet for the default card type and the address, as the quote does', async () => {
    const checkout = await withWallets(['ach', 'us_debit', 'google_pay'], 'ach');
    const answer = await offer(checkout, 'https://shop.example');
    expect(answer.label).toBe(nftRequest().nft.name);
    expect(answer.paymentMethodType).toBe('us_debit');
    const quote = await checkout.client.quote({ address: CA, paymentMethodType: 'us_debit' });
    expect(answer.quote).toEqual(quote);
  });

  it('offers no wallet unless listed, nor without a card to pay with', async () => {
    // Without a configuration a checkout offers the five types: wallets are listed, not implied.
    expect((await offer(await t.open(), 'https://shop.example')).wallets).toEqual([]);
    expect((await offer(await withWallets(['us_credit']), 'https://shop.example')).wallets).toEqual(
      [],
    );
    expect(
      (await offer(await withWallets(['ach', 'google_pay']), 'https://shop.example')).wallets,
    ).toEqual([]);
  });

  it.each([
    ['a host name without a scheme', { origin: 'shop.example', address: CA }, 'origin'],
    ['an origin with a path', { origin: 'https://shop.example/buy', address: CA }, 'origin'],
    ['an origin in capitals', { origin: 'https://Shop.Example', address: CA }, 'origin'],
    ['no address', { origin: 'https://shop.example' }, 'address'],
    [
      'a country that is no code',
      { origin: 'https://shop.example', address: { countryCode: 'USA' } },
      'address.countryCode',
    ],
  ])('refuses %s, naming the field', async (_, body, field) => {
    const answer = await ask(await withWallets(['us_credit', 'google_pay']), body);
    expect(answer.status).toBe(400);
    const issues = (answer.json as { issues: { path: string }[] }).issues;
    expect(issues.map((i) => i.path)).toContain(field);
  });

  it('refuses a missing token, and an order that cannot be paid', async () => {
    const checkout = await withWallets(['us_credit', 'google_pay']);
    const anonymous = await t.raw('POST', '/v1/checkout/wallet-offer', {
      body: { origin: 'https://shop.example', address: CA },
    });
    expect(anonymous.status).toBe(401);
    await checkout.payWithCard('4000056655665556');
    expect((await ask(checkout, { origin: 'https://shop.example', address: CA })).status).toBe(409);
  });

  it('answers without CORS headers: only the wallet frame, on this origin, asks', async () => {
    const answer = await t.raw('POST', '/v1/checkout/wallet-offer', {
      auth: `Bearer ${(await withWallets(['us_credit', 'google_pay'])).token}`,
      headers: { origin: 'https://shop.example' },
      body: { origin: 'https://shop.example', address: CA },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the wallet frame page and the session', { timeout: 20_000 }, () => {
  it('names the wallet frame in the session only when a wallet is offered', async () => {
    const session = async (checkout: Checkout) =>
      checkoutSessionSchema.parse(await checkout.client.getSession());
    expect((await session(await withWallets(['us_credit', 'google_pay']))).walletFrameUrl).toBe(
      `${t.sandbox.origin}/v1/checkout/wallet-frame`,
    );
    expect((await session(await withWallets(['us_credit']))).walletFrameUrl).toBeUndefined();
  });

  it('serves the page framable by the origin only, its buttons hidden, in the language asked', async () => {
    const page = await t.raw(
      'GET',
      '/v1/checkout/wallet-frame?origin=https%3A%2F%2Fshop.example&locale=fr&country=US',
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://shop.example',
    );
    expect(page.text).toContain('id="nftc-wallet-google_pay"');
    expect(page.text).toContain('Payer avec Google Pay');
    expect(page.text).not.toContain(
      '<button type="button" id="nftc-wallet-apple_pay" class="nftc-button nftc-wallet">',
    );
    const refused = await t.raw('GET', '/v1/checkout/wallet-frame?origin=javascript:alert(1)');
    expect(refused.status).toBe(400);
  });
});
