import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryExtensionSchema } from '../../../api/checkout.js';
import {
  CARDS,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../../testing/harness.js';

const MINUTE = 60_000;
const PATH = '/v1/checkout/order/extend';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('POST /v1/checkout/order/extend', { timeout: 20_000 }, () => {
  it('adds 10 minutes to a Draft order and to its client token, and tells the service time', async () => {
    const checkout = await t.open(nftRequest({ expiresIn: 600 }));
    const before = Date.now();
    const answer = expiryExtensionSchema.parse(
      await checkout.client.extendExpiry({ expiresAt: checkout.expiresAt }),
    );
    const extended = Date.parse(checkout.expiresAt) + 10 * MINUTE;
    expect(answer.expiresAt).toBe(new Date(extended).toISOString());
    expect(answer.state.order.expiresAt).toBe(answer.expiresAt);
    expect(answer.state.order.status).toBe('Draft');
    expect(Date.parse(answer.now)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(answer.now)).toBeLessThanOrEqual(Date.now() + 5);
    const created = Date.parse(answer.state.order.createdAt);
    expect(answer.maxExpiresAt).toBe(new Date(created + 60 * MINUTE).toISOString());
    const session = await checkout.client.getSession();
    expect(session.expiresAt).toBe(answer.expiresAt);
    expect(session.state.order.expiresAt).toBe(answer.expiresAt);
    expect(t.sandbox.store.tokens.get(checkout.token)?.expiresAt).toBe(extended);
  });

  it('is idempotent: the same expiresAt again extends nothing more and answers the same', async () => {
    const checkout = await t.open(nftRequest({ expiresIn: 600 }));
    const body = { expiresAt: checkout.expiresAt };
    const [first, second] = await Promise.all([
      checkout.client.extendExpiry(body),
      checkout.client.extendExpiry(body),
    ]);
    const third = await checkout.client.extendExpiry(body);
    for (const answer of [second, third]) {
      expect(answer.expiresAt).toBe(first.expiresAt);
      expect(answer.state).toEqual(first.state);
    }
    expect(first.expiresAt).toBe(new Date(Date.parse(body.expiresAt) + 10 * MINUTE).toISOString());
  });

  it('extends again from the new expiry, never past 3600 s after creation', async () => {
    const checkout = await t.open(nftRequest({ expiresIn: 3000 }));
    const created = Date.parse((await checkout.client.getSession()).state.order.createdAt);
    const limit = new Date(created + 3600_000).toISOString();
    const once = await checkout.client.extendExpiry({ expiresAt: checkout.expiresAt });
    expect(once.expiresAt).toBe(limit); // 3000 s + 600 s would pass the limit
    const refused = await rejection(checkout.client.extendExpiry({ expiresAt: once.expiresAt }));
    expect(refused).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(refused.message).toMatch(/3600 seconds/);
    // A replay of the request that reached the limit still answers as before.
    const replay = await checkout.client.extendExpiry({ expiresAt: checkout.expiresAt });
    expect(replay.expiresAt).toBe(limit);
  });

  it('refuses an order that can no longer be paid with 409', async () => {
    const { nft } = nftRequest();
    const checkout = await t.open(
      nftRequest({ expiresIn: 600, nft: { ...nft, executionType: 'smart_contract' } }),
    );
    await checkout.payWithCard(CARDS.usCredit);
    const refused = await rejection(
      checkout.client.extendExpiry({ expiresAt: checkout.expiresAt }),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT', status: 409 });
    // Paid: Processing, or further on a busy machine (the fast preset's delays are 50 ms).
    expect(refused.message).toMatch(/cannot be extended: it is (Processing|Processed|Complete)/);
    const complete = await checkout.waitFor('Complete');
    const after = await rejection(
      checkout.client.extendExpiry({ expiresAt: complete.order.expiresAt ?? checkout.expiresAt }),
    );
    expect(after).toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  it('extends a Declined order that may still be paid', async () => {
    const checkout = await t.open(nftRequest({ expiresIn: 600 }));
    await checkout.payWithCard(CARDS.declined);
    const declined = await checkout.waitFor('Declined');
    expect(declined.attemptsLeft).toBeGreaterThan(0);
    const answer = await checkout.client.extendExpiry({ expiresAt: checkout.expiresAt });
    expect(answer.state.order.status).toBe('Declined');
    expect(Date.parse(answer.expiresAt)).toBe(Date.parse(checkout.expiresAt) + 10 * MINUTE);
  });

  it('refuses an expired order with 410 EXPIRED', async () => {
    const checkout = await t.open(nftRequest({ expiresIn: 1 }));
    await checkout.waitFor('Expired');
    const refused = await rejection(
      checkout.client.extendExpiry({ expiresAt: checkout.expiresAt }),
    );
    expect(refused).toMatchObject({ code: 'EXPIRED', status: 410 });
  });

  it('refuses an expiresAt later than the order has with 409, and a malformed one with 400', async () => {
    const checkout = await t.open(nftRequest({ expiresIn: 600 }));
    const later = new Date(Date.parse(checkout.expiresAt) + 1000).toISOString();
    const ahead = await rejection(checkout.client.extendExpiry({ expiresAt: later }));
    expect(ahead).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(ahead.message).toContain(checkout.expiresAt);
    const auth = `Bearer ${checkout.token}`;
    for (const body of [{}, { expiresAt: 'tomorrow' }, { expiresAt: 5 }]) {
      const res = await t.raw('POST', PATH, { auth, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'expiresAt' }] });
    }
    const session = await checkout.client.getSession();
    expect(session.expiresAt).toBe(checkout.expiresAt);
  });

  it('answers 401 without a known client token, with the CORS headers the widget needs', async () => {
    const res = await t.raw('POST', PATH, {
      auth: `Bearer ${crypto.randomUUID()}`,
      body: { expiresAt: new Date().toISOString() },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await t.raw('OPTIONS', PATH);
    expect(preflight.status).toBe(204);
  });
});

describe('an extended order expires at its new time', { timeout: 20_000 }, () => {
  it('stays Draft past the old expiry and expires at the new one', async () => {
    // A sandbox of its own: moving its clock must not expire other tests' orders.
    const own = await startTestSandbox();
    try {
      const checkout = await own.open(nftRequest({ expiresIn: 120 }));
      await checkout.client.extendExpiry({ expiresAt: checkout.expiresAt });
      own.sandbox.clock.advance(3 * MINUTE);
      const state = await checkout.client.getOrderState();
      expect(state.order.status).toBe('Draft');
      // The token followed: writes still work after the old expiry.
      await checkout.client.sendDeviceData({ attributes: { Language: ['en-US'] } });
      own.sandbox.clock.advance(10 * MINUTE);
      const expired = await checkout.client.getOrderState();
      expect(expired.order.status).toBe('Expired');
      const transition = expired.transitions.at(-1);
      expect(transition?.at).toBe(expired.order.expiresAt);
    } finally {
      await own.close();
    }
  });
});
