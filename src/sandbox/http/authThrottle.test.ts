// Wrong merchant credentials over HTTP: five per clientId, then 429 with Retry-After for a
// minute, the right secret too; other clientIds go on. The sandbox's clock is moved, not waited.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  basic,
  MERCHANT,
  MERCHANT_2,
  nftRequest,
  type RawResponse,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';
import { AUTH_THROTTLE, createAuthThrottle } from './authThrottle.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await startTestSandbox();
});
afterEach(() => t.close());

const WRONG = basic({ ...MERCHANT, clientSecret: 'not-the-secret' });
const orders = (auth: string) => t.raw('GET', '/v1/orders', { auth });
const exchange = (auth: string) =>
  t.raw('POST', '/v1/auth/client-tokens', { auth, body: nftRequest() });

async function failTimes(n: number, send: (auth: string) => Promise<RawResponse>, auth = WRONG) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(auth)).status);
  return statuses;
}

function expectThrottled(res: RawResponse) {
  expect(res.status).toBe(429);
  expect(res.json).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringContaining('check the clientSecret your server sends'),
  });
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(AUTH_THROTTLE.windowMs / 1000);
}

describe('wrong Basic credentials', { timeout: 20_000 }, () => {
  it('lock the clientId after five, the right secret too, until the window passes', async () => {
    expect(await failTimes(AUTH_THROTTLE.maxFailures, orders)).toEqual([401, 401, 401, 401, 401]);
    expectThrottled(await orders(WRONG));
    expectThrottled(await orders(basic(MERCHANT)));
    // Every Basic endpoint counts the one clientId.
    expectThrottled(await exchange(basic(MERCHANT)));
    expect((await orders(basic(MERCHANT_2))).status).toBe(200);

    t.sandbox.clock.advance(AUTH_THROTTLE.windowMs - 1_000);
    expectThrottled(await orders(basic(MERCHANT)));
    t.sandbox.clock.advance(1_000);
    expect((await orders(basic(MERCHANT))).status).toBe(200);
  });

  it('count on the client-token exchange as well, whose wrong answer is 400', async () => {
    expect(await failTimes(AUTH_THROTTLE.maxFailures, exchange)).toEqual([400, 400, 400, 400, 400]);
    expectThrottled(await exchange(basic(MERCHANT)));
    expect((await exchange(basic(MERCHANT_2))).status).toBe(200);
  });

  it('start over after a success, and after the window', async () => {
    expect(await failTimes(4, orders)).toEqual([401, 401, 401, 401]);
    expect((await orders(basic(MERCHANT))).status).toBe(200);
    expect(await failTimes(4, orders)).toEqual([401, 401, 401, 401]);
    t.sandbox.clock.advance(AUTH_THROTTLE.windowMs);
    expect(await failTimes(4, orders)).toEqual([401, 401, 401, 401]);
    expect((await orders(basic(MERCHANT))).status).toBe(200);
  });

  it('lock an unknown clientId alike, so a 429 does not tell which ids exist', async () => {
    const nobody = basic({ clientId: 'nobody', clientSecret: 'guess' });
    expect(await failTimes(AUTH_THROTTLE.maxFailures, orders, nobody)).toEqual([
      401, 401, 401, 401, 401,
    ]);
    expectThrottled(await orders(nobody));
    // Without a clientId there is nothing to count.
    expect(await failTimes(AUTH_THROTTLE.maxFailures + 1, orders, 'Basic !!!')).toEqual([
      401, 401, 401, 401, 401, 401,
    ]);
  });
});

describe('the throttle table', () => {
  const rule = { maxFailures: 2, windowMs: 1_000, maxUnknownIds: 3 } as const;

  it('keeps at most maxUnknownIds unknown clientIds, forgetting the oldest', () => {
    const throttle = createAuthThrottle(new Set(['merchant']), rule);
    for (const id of ['a', 'merchant', 'a', 'b', 'c']) throttle.failed(id, 0);
    expect(throttle.lockedUntil('a', 0)).toBe(1_000);
    expect(throttle.lockedUntil('merchant', 0)).toBeUndefined();
    throttle.failed('d', 0);
    // `a` was idle longest: forgotten, its lock with it.
    expect(throttle.lockedUntil('a', 0)).toBeUndefined();
    // A merchant's own entry is kept whatever the unknown ids do.
    for (let i = 0; i < 10; i++) throttle.failed(`random-${i}`, 0);
    throttle.failed('merchant', 0);
    expect(throttle.lockedUntil('merchant', 0)).toBe(1_000);
  });

  it('counts only the failures within the window', () => {
    const throttle = createAuthThrottle(new Set(['merchant']), rule);
    throttle.failed('merchant', 0);
    throttle.failed('merchant', 1_000);
    expect(throttle.lockedUntil('merchant', 1_000)).toBeUndefined();
    throttle.failed('merchant', 1_500);
    expect(throttle.lockedUntil('merchant', 1_500)).toBe(2_500);
    expect(throttle.lockedUntil('merchant', 2_500)).toBeUndefined();
  });
});
