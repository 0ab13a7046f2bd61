import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessionSchema, orderStateSchema } from '../../../api/checkout.js';
import { verifyPhone } from '../../testing/buyerChecks.js';
import { nftRequest, startTestSandbox, type TestSandbox } from '../../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const bearer = (token: string) => `Bearer ${token}`;

describe('GET /v1/checkout/session and /v1/checkout/order', { timeout: 20_000 }, () => {
  it('gives the session of the token own order', async () => {
    const request = nftRequest({
      identityPrefill: { firstName: 'Ada', emailAddress: 'ada@example.com' },
      paymentMethodTypeConfig: { enabled: ['us_credit', 'ach'] },
    });
    const checkout = await t.open(request);
    const session = checkoutSessionSchema.parse(await checkout.client.getSession());
    expect(session).toMatchObject({
      nft: request.nft,
      identityPrefill: { firstName: 'Ada', emailAddress: 'ada@example.com' },
      paymentMethods: { enabled: ['us_credit', 'ach'], default: 'us_credit' },
      cardFrameUrl: `${t.sandbox.origin}/v1/checkout/card-frame`,
      expiresAt: checkout.expiresAt,
      sessionKey: checkout.orderId,
    });
    expect(session.state.transitions).toEqual([
      { sequence: 1, from: null, to: 'Draft', at: session.state.order.createdAt },
    ]);
    expect(session.state.attemptsLeft).toBe(3);
    const state = orderStateSchema.parse(await checkout.client.getOrderState());
    expect(state).toEqual(session.state);
  });

  it('offers every type but the wallets without a config; the default is never a wallet', async () => {
    const all = checkoutSessionSchema.parse(await (await t.open(nftRequest())).client.getSession());
    expect(all.paymentMethods).toEqual({
      enabled: ['us_debit', 'us_credit', 'international_debit', 'international_credit', 'ach'],
      default: 'us_debit',
    });
    const walletFirst = await t.open(
      nftRequest({ paymentMethodTypeConfig: { enabled: ['google_pay', 'apple_pay', 'ach'] } }),
    );
    expect((await walletFirst.client.getSession()).paymentMethods).toEqual({
      enabled: ['google_pay', 'apple_pay', 'ach'],
      default: 'ach',
    });
    const order = await t.merchant.getOrder(walletFirst.orderId);
    expect(order.payment?.paymentMethodType).toBe('ach');
  });

  it('tells the service time and the latest expiry an extension can reach', async () => {
    const checkout = await t.open(nftRequest({ expiresIn: 900 }));
    const before = t.sandbox.clock.now();
    const session = checkoutSessionSchema.parse(await checkout.client.getSession());
    const after = t.sandbox.clock.now();
    expect(Date.parse(session.now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(session.now)).toBeLessThanOrEqual(after);
    const created = Date.parse(session.state.order.createdAt);
    expect(session.maxExpiresAt).toBe(new Date(created + 3600_000).toISOString());
  });

  it('answers 401 for a missing, unknown or malformed token', async () => {
    for (const auth of [undefined, bearer(crypto.randomUUID()), 'Bearer', 'Basic abc']) {
      for (const path of ['/v1/checkout/session', '/v1/checkout/order']) {
        const res = await t.raw('GET', path, { auth });
        expect(res.status, `${path} ${auth}`).toBe(401);
        expect(res.json).toMatchObject({ code: 'UNAUTHORIZED' });
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
      }
    }
  });

  it('still reads after expiry, so a reloaded widget shows the final state', async () => {
    const checkout = await t.open(nftRequest({ expiresIn: 1 }));
    const { clock } = t.sandbox;
    // A second sandbox clock jump would expire every other test's orders: wait instead.
    await checkout.waitFor('Expired');
    const session = await checkout.client.getSession();
    expect(session.state.order.status).toBe('Expired');
    expect(clock.now()).toBeGreaterThan(Date.parse(checkout.expiresAt));
  });
});

describe("the session's buyer checks", { timeout: 20_000 }, () => {
  it('asks the default merchants for a verified phone, the SSN of US buyers and documents', async () => {
    const checkout = await t.open();
    const session = checkoutSessionSchema.parse(await checkout.client.getSession());
    expect(session.checks).toEqual({
      phone: { required: true },
      taxId: { countries: ['US'], frameUrl: `${t.sandbox.origin}/v1/checkout/tax-id-frame` },
      identity: { enabled: true, frameUrl: `${t.sandbox.origin}/v1/checkout/document-frame` },
    });
  });

  it('names the prefilled phone when it is verified already, so the widget skips the step', async () => {
    const returning = await t.open(nftRequest({ identityPrefill: { phone: '+1 990 555 0301' } }));
    expect((await returning.client.getSession()).checks.phone).toEqual({
      required: true,
      verifiedPhone: '+1 990 555 0301',
    });
    const prefill = { identityPrefill: { phone: '+1 991 555 0302' } };
    const first = await t.open(nftRequest(prefill));
    expect((await first.client.getSession()).checks.phone).toEqual({ required: true });
    await verifyPhone(t.url, first.token, '+1 991 555 0302');
    const next = await t.open(nftRequest(prefill));
    expect((await next.client.getSession()).checks.phone.verifiedPhone).toBe('+1 991 555 0302');
    // Verified for this merchant only.
    const { clientToken } = await t.merchant2.createClientToken(nftRequest(prefill));
    expect((await t.checkout(clientToken).getSession()).checks.phone).toEqual({ required: true });
  });
});
