import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Checkout,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { PHONE_CODE_RULES } from '../../../sandbox/verification/index.js';
import { phoneCodeAnswerSchema, phoneVerifyAnswerSchema } from '../api/checkoutPhone.js';

let t: TestSandbox;
const log: string[] = [];
beforeAll(async () => {
  t = await startTestSandbox({ quiet: false, log: (line) => log.push(line) });
});
afterAll(() => t.close());

const post = (checkout: Checkout, path: string, body: unknown) =>
  t.raw('POST', path, { auth: `Bearer ${checkout.token}`, body });
const askCode = (checkout: Checkout, phone: string) =>
  post(checkout, '/v1/checkout/phone/code', { phone });
const sendCode = (checkout: Checkout, phone: string, code: string) =>
  post(checkout, '/v1/checkout/phone/verify', { phone, code });

describe('POST /v1/checkout/phone/code and /phone/verify', { timeout: 20_000 }, () => {
  it("sends a test phone's code (its last six digits) and verifies it once", async () => {
    const checkout = await t.open();
    const now = t.sandbox.clock.now();
    const sent = await askCode(checkout, '+1 991 555-0101');
    expect(sent.status).toBe(200);
    expect(phoneCodeAnswerSchema.parse(sent.json)).toEqual({
      status: 'sent',
      phone: '+1 991 555-0101',
      expiresAt: expect.any(String),
      resendAt: expect.any(String),
    });
    const answer = sent.json as { expiresAt: string; resendAt: string };
    expect(Date.parse(answer.expiresAt) - now).toBeGreaterThanOrEqual(PHONE_CODE_RULES.ttlMs);
    expect(Date.parse(answer.resendAt) - Date.parse(answer.expiresAt)).toBe(
      PHONE_CODE_RULES.resendAfterMs - PHONE_CODE_RULES.ttlMs,
    );
    // Compared without spaces and dashes.
    const verified = await sendCode(checkout, '+19915550101', '550101');
    expect(phoneVerifyAnswerSchema.parse(verified.json)).toEqual({
      status: 'verified',
      phone: '+19915550101',
    });
    // Single use: the code is spent; a new code request says the phone is verified.
    expect((await sendCode(checkout, '+1 991 555 0101', '550101')).json).toMatchObject({
      status: 'no_code',
    });
    expect((await askCode(checkout, '+1 991 555 0101')).json).toEqual({
      status: 'verified',
      phone: '+1 991 555 0101',
    });
    // Verified for this merchant, for any of its checkouts; not for another merchant.
    expect((await askCode(await t.open(), '+1 991 555 0101')).json).toMatchObject({
      status: 'verified',
    });
    const theirs = await t.merchant2.createClientToken(nftRequest());
    const other = await t.raw('POST', '/v1/checkout/phone/code', {
      auth: `Bearer ${theirs.clientToken}`,
      body: { phone: '+1 991 555 0101' },
    });
    expect(other.json).toMatchObject({ status: 'sent' });
  });

  it('answers a +1 990 phone (a returning buyer) as verified, with no code to check', async () => {
    const checkout = await t.open();
    expect((await askCode(checkout, '+1 990 555 0102')).json).toEqual({
      status: 'verified',
      phone: '+1 990 555 0102',
    });
    expect((await sendCode(checkout, '+1 990 555 0102', '550102')).json).toMatchObject({
      status: 'no_code',
    });
  });

  it("prints any other phone's code in the sandbox log, naming the phone by its last four", async () => {
    const checkout = await t.open();
    const before = log.length;
    expect((await askCode(checkout, '+44 20 7946 0958')).json).toMatchObject({ status: 'sent' });
    const line = log.slice(before).find((l) => l.startsWith('phone code '));
    expect(line).toMatch(/^phone code \d{6} for the phone ending 0958 \(merchant sandbox-merchant/);
    expect(line).not.toContain('7946');
    const code = /phone code (\d{6})/.exec(line ?? '')?.[1] ?? '';
    expect((await sendCode(checkout, '+44 20 7946 0958', code)).json).toMatchObject({
      status: 'verified',
    });
  });

  it('says how many tries are left after a wrong code, and locks after five for 15 minutes', async () => {
    const checkout = await t.open();
    const phone = '+1 992 555 0103';
    await askCode(checkout, phone);
    for (let left = 4; left >= 1; left--) {
      expect((await sendCode(checkout, phone, '000000')).json).toEqual({
        status: 'wrong',
        phone,
        attemptsLeft: left,
      });
    }
    const locked = await sendCode(checkout, phone, '000000');
    const { retryAt } = locked.json as { retryAt: string };
    expect(locked.json).toEqual({ status: 'locked', phone, retryAt });
    expect(Date.parse(retryAt) - t.sandbox.clock.now()).toBeGreaterThan(14 * 60_000);
    // While locked, even the right code and a new code are refused.
    expect((await sendCode(checkout, phone, '550103')).json).toMatchObject({ status: 'locked' });
    expect((await askCode(checkout, phone)).json).toEqual({ status: 'locked', phone, retryAt });
    t.sandbox.clock.advance(PHONE_CODE_RULES.lockMs);
    const again = await t.open();
    expect((await askCode(again, phone)).json).toMatchObject({ status: 'sent' });
    expect((await sendCode(again, phone, '550103')).json).toMatchObject({ status: 'verified' });
  });

  it('refuses an expired code, and a code asked for again within 30 seconds', async () => {
    const checkout = await t.open();
    const phone = '+1 993 555 0104';
    const first = await askCode(checkout, phone);
    const { resendAt } = first.json as { resendAt: string };
    expect((await askCode(checkout, phone)).json).toEqual({ status: 'cooldown', phone, resendAt });
    t.sandbox.clock.advance(PHONE_CODE_RULES.ttlMs);
    expect((await sendCode(checkout, phone, '550104')).json).toEqual({ status: 'expired', phone });
    expect((await sendCode(checkout, phone, '550104')).json).toEqual({ status: 'no_code', phone });
    const fresh = await t.open();
    expect((await askCode(fresh, phone)).json).toMatchObject({ status: 'sent' });
    expect((await sendCode(fresh, phone, '550104')).json).toMatchObject({ status: 'verified' });
  });

  it('refuses bad bodies with the field named, and missing or expired tokens', async () => {
    const checkout = await t.open();
    const auth = `Bearer ${checkout.token}`;
    const badJson = await t.raw('POST', '/v1/checkout/phone/code', { auth, body: '{"phone":' });
    expect(badJson.status).toBe(400);
    expect(badJson.json).toMatchObject({ code: 'VALIDATION' });
    const wrongType = await post(checkout, '/v1/checkout/phone/code', { phone: 19915550105 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toMatchObject({ issues: [{ path: 'phone' }] });
    const notAPhone = await post(checkout, '/v1/checkout/phone/code', { phone: '555 0105' });
    expect(notAPhone.json).toMatchObject({ issues: [{ path: 'phone' }] });
    const badCode = await post(checkout, '/v1/checkout/phone/verify', {
      phone: '+1 994 555 0105',
      code: '12345',
    });
    expect(badCode.status).toBe(400);
    expect(badCode.json).toMatchObject({
      issues: [{ path: 'code', message: 'must be the 6 digits of the code' }],
    });
    const missing = await post(checkout, '/v1/checkout/phone/verify', { phone: '+1 994 555 0105' });
    expect(missing.json).toMatchObject({ issues: [{ path: 'code', message: 'is required' }] });
    for (const path of ['/v1/checkout/phone/code', '/v1/checkout/phone/verify']) {
      const none = await t.raw('POST', path, { body: { phone: '+1 994 555 0105' } });
      expect(none.status).toBe(401);
      const unknown = await t.raw('POST', path, {
        auth: 'Bearer nope',
        body: { phone: '+1 994 555 0105' },
      });
      expect(unknown.json).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const short = await t.open(nftRequest({ expiresIn: 60 }));
    t.sandbox.clock.advance(61_000);
    expect((await askCode(short, '+1 994 555 0105')).status).toBe(410);
  });

  it('answers browsers: CORS on both endpoints, Retry-After exposed', async () => {
    for (const path of ['/v1/checkout/phone/code', '/v1/checkout/phone/verify']) {
      const preflight = await t.raw('OPTIONS', path, {
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-expose-headers')).toContain('retry-after');
    }
  });
});

describe('phone rate limits', { timeout: 20_000 }, () => {
  it('allows a checkout 10 code requests in 10 minutes, then 429 with Retry-After', async () => {
    const checkout = await t.open();
    for (let i = 0; i < 10; i++) {
      const res = await askCode(checkout, `+1 995 555 01${String(i).padStart(2, '0')}`);
      expect(res.status).toBe(200);
    }
    const refused = await askCode(checkout, '+1 995 555 0199');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many one-time code requests in this checkout \(at most 10 in 10 minutes\): try again in \d+ (seconds|minutes) \(/,
      ),
    });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    // Malformed requests count too; another checkout has its own count.
    expect((await askCode(await t.open(), '+1 995 555 0199')).status).toBe(200);
    t.sandbox.clock.advance(wait * 1000);
    expect((await askCode(checkout, '+1 995 555 0198')).status).toBe(200);
  });

  it('allows a checkout 30 code checks in 10 minutes', async () => {
    const checkout = await t.open();
    const phone = '+1 996 555 0106';
    await askCode(checkout, phone);
    for (let i = 0; i < 30; i++) {
      // Five wrong codes lock the phone; later checks answer `locked`, and still count.
      expect((await sendCode(checkout, phone, '000000')).status).toBe(200);
    }
    const refused = await sendCode(checkout, phone, '550106');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ message: expect.stringContaining('code checks') });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('sends one phone at most 5 codes an hour, whichever checkout asks', async () => {
    const phone = '+1 997 555 0107';
    for (let i = 0; i < 5; i++) {
      expect((await askCode(await t.open(), phone)).json).toMatchObject({ status: 'sent' });
      t.sandbox.clock.advance(PHONE_CODE_RULES.resendAfterMs);
    }
    const refused = await askCode(await t.open(), phone);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('5 one-time codes in the last hour'),
    });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(50 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    t.sandbox.clock.advance(wait * 1000);
    expect((await askCode(await t.open(), phone)).json).toMatchObject({ status: 'sent' });
  });
});
