import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARDS,
  type Checkout,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { taxIdTokenSchema } from '../api/checkoutTaxId.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const postTaxId = (checkout: Checkout, body: unknown) =>
  t.raw('POST', '/v1/checkout/tax-ids', { auth: `Bearer ${checkout.token}`, body });

describe('POST /v1/checkout/tax-ids', { timeout: 20_000 }, () => {
  it('answers 201 with a token of this checkout and the last four digits only', async () => {
    const checkout = await t.open();
    const res = await postTaxId(checkout, { taxId: '123456789' });
    expect(res.status).toBe(201);
    const token = taxIdTokenSchema.parse(res.json);
    expect(token.taxIdToken).toMatch(/^tid_[A-Za-z0-9]{24}$/);
    expect(res.json).toEqual({ taxIdToken: token.taxIdToken, last4: '6789' });
    expect(res.text).not.toContain('123456789');
    // Each entry gets a token of its own.
    const again = (await postTaxId(checkout, { taxId: '123456789' })).json as typeof token;
    expect(again.taxIdToken).not.toBe(token.taxIdToken);
  });

  it('sends no CORS headers, not even to a preflight: only the frame on this origin calls it', async () => {
    const checkout = await t.open();
    const preflight = await t.raw('OPTIONS', '/v1/checkout/tax-ids', {
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const res = await postTaxId(checkout, { taxId: '123456789' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['000123456', 'first three digits cannot be 000, 666 or 900 to 999'],
    ['666123456', 'first three digits cannot be 000, 666 or 900 to 999'],
    ['912123456', 'first three digits cannot be 000, 666 or 900 to 999'],
    ['123006789', 'middle two digits cannot be 00'],
    ['123450000', 'last four digits cannot be 0000'],
  ])('refuses %s, which the SSA never issues, without quoting it', async (ssn, why) => {
    const checkout = await t.open();
    const res = await postTaxId(checkout, { taxId: ssn });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'taxId', message: expect.stringContaining(why) }],
    });
    expect((res.json as { message: string }).message).toMatch(
      /check the number and enter it again/,
    );
    expect(res.text).not.toContain(ssn);
  });

  it('refuses bodies that are not nine digits, with the field named', async () => {
    const checkout = await t.open();
    for (const taxId of ['12345678', '123-45-6789', '1234567890', 123456789, null]) {
      const res = await postTaxId(checkout, { taxId });
      expect(res.status, String(taxId)).toBe(400);
      expect(res.json).toMatchObject({ issues: [{ path: 'taxId' }] });
      expect(res.text).not.toMatch(/12345678|6789/);
    }
    const badJson = await postTaxId(checkout, '{"taxId":"123456789"');
    expect(badJson.status).toBe(400);
    expect(badJson.text).not.toContain('123456789');
    const missing = await postTaxId(checkout, {});
    expect(missing.json).toMatchObject({ issues: [{ path: 'taxId', message: 'is required' }] });
  });

  it('needs a live client token of an order that can still be paid', async () => {
    const none = await t.raw('POST', '/v1/checkout/tax-ids', { body: { taxId: '123456789' } });
    expect(none.status).toBe(401);
    const unknown = await t.raw('POST', '/v1/checkout/tax-ids', {
      auth: 'Bearer nope',
      body: { taxId: '123456789' },
    });
    expect(unknown.status).toBe(401);
    const paid = await t.open();
    await paid.payWithCard(CARDS.usCredit);
    const late = await postTaxId(paid, { taxId: '123456789' });
    expect(late.status).toBe(409);
    const short = await t.open(nftRequest({ expiresIn: 60 }));
    t.sandbox.clock.advance(61_000);
    expect((await postTaxId(short, { taxId: '123456789' })).status).toBe(410);
  });

  it('allows a checkout 10 tax id requests in 10 minutes, then 429 with Retry-After', async () => {
    const checkout = await t.open();
    for (let i = 0; i < 9; i++) {
      expect((await postTaxId(checkout, { taxId: '123456789' })).status).toBe(201);
    }
    // Refusals count too.
    expect((await postTaxId(checkout, { taxId: '000000000' })).status).toBe(400);
    const refused = await postTaxId(checkout, { taxId: '123456789' });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many tax id requests in this checkout \(at most 10 in 10 minutes\): try again in/,
      ),
    });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect((await postTaxId(await t.open(), { taxId: '123456789' })).status).toBe(201);
    t.sandbox.clock.advance(wait * 1000);
    expect((await postTaxId(checkout, { taxId: '123456789' })).status).toBe(201);
  });
});
