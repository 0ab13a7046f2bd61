import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteSchema } from '../../../api/checkoutPayment.js';
import { nftRequest, startTestSandbox, type TestSandbox } from '../../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const bearer = (token: string) => `Bearer ${token}`;

describe('POST /v1/checkout/quote', { timeout: 20_000 }, () => {
  it('prices with the subdivision tax over the country tax, and changes nothing', async () => {
    const checkout = await t.open(
      nftRequest({
        nft: { ...nftRequest().nft, price: 49.99, quantity: 3 },
        taxRates: { US: 5, 'US-CA': '7.25' },
      }),
    );
    const ca = quoteSchema.parse(
      await checkout.client.quote({
        address: { countryCode: 'US', regionCode: 'CA' },
        paymentMethodType: 'us_credit',
      }),
    );
    expect(ca).toEqual({
      currency: 'usd',
      subtotal: 149.97,
      taxRate: 7.25,
      taxRegion: 'US-CA',
      tax: 10.87,
      clientProcessingFee: 5.55,
      networkFee: 1.5,
      total: 167.89,
    });
    const ny = await checkout.client.quote({
      address: { countryCode: 'US', regionCode: 'NY' },
      paymentMethodType: 'ach',
    });
    expect(ny).toMatchObject({
      taxRegion: 'US',
      tax: 7.5,
      clientProcessingFee: 1.5,
      total: 160.47,
    });
    const fr = await checkout.client.quote({
      address: { countryCode: 'FR' },
      paymentMethodType: 'us_debit',
    });
    expect(fr).toMatchObject({ taxRegion: null, tax: 0 });
    expect((await checkout.client.getOrderState()).transitions).toHaveLength(1);
  });

  it('refuses bad input with the field named', async () => {
    const checkout = await t.open(
      nftRequest({ paymentMethodTypeConfig: { enabled: ['us_debit'], default: 'us_debit' } }),
    );
    const auth = bearer(checkout.token);
    const disabled = await t.raw('POST', '/v1/checkout/quote', {
      auth,
      body: { address: { countryCode: 'US' }, paymentMethodType: 'ach' },
    });
    expect(disabled.status).toBe(400);
    expect(disabled.json).toMatchObject({ issues: [{ path: 'paymentMethodType' }] });
    const country = await t.raw('POST', '/v1/checkout/quote', {
      auth,
      body: { address: { countryCode: 'usa' }, paymentMethodType: 'us_debit' },
    });
    expect(country.json).toMatchObject({ issues: [{ path: 'address.countryCode' }] });
    const missing = await t.raw('POST', '/v1/checkout/quote', { auth, body: {} });
    expect((missing.json as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'address',
      'paymentMethodType',
    ]);
    const none = await t.raw('POST', '/v1/checkout/quote', {
      body: { address: { countryCode: 'US' }, paymentMethodType: 'us_debit' },
    });
    expect(none.status).toBe(401);
  });
});
