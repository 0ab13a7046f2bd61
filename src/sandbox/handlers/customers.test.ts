import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskResponseListSchema, riskResponseSchema } from '../../api/customers.js';
import { riskRequestA, riskRequestB } from '../../api/testing/fixtures.js';
import {
  basic,
  MERCHANT,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const auth = basic(MERCHANT);

describe('POST /v1/customers', { timeout: 20_000 }, () => {
  it('evaluates shape A and shape B requests', async () => {
    const a = riskResponseSchema.parse(await t.merchant.evaluateCustomer(riskRequestA()));
    expect(a.sessionKey).toBe(riskRequestA().sessionKey);
    expect(a.status).toBe('Success');
    const b = await t.merchant.evaluateCustomer(riskRequestB());
    expect(b.sessionKey).toBe('session-1');
    expect(b.checkpointData.map((c) => c.name)).toContain('customer');
  });

  it('reads the email risk modifiers', async () => {
    const request = riskRequestB();
    const level = async (emailAddress: string) =>
      (
        await t.merchant.evaluateCustomer({
          ...request,
          checkpoints: undefined,
          customer: { ...request.customer, emailAddress },
        })
      ).level;
    expect(await level('ada+very-high-risk@example.com')).toBe('very_high');
    expect(await level('ada+high-risk@example.com')).toBe('high');
    expect(await level('ada+medium-risk@example.com')).toBe('medium');
  });

  it('adds the device object when the session has device data (POST /v1/devices)', async () => {
    const sessionKey = `device-${crypto.randomUUID()}`;
    const posted = await t.raw('POST', '/v1/devices', {
      auth,
      body: { sessionKey, attributes: { Browser: ['Firefox 140'] } },
    });
    expect(posted.status).toBe(200);
    expect(posted.json).toEqual({ success: true });
    const request = { ...riskRequestB(), sessionKey, checkpoints: undefined };
    const withDevice = await t.merchant.evaluateCustomer(request);
    expect(withDevice.device?.sessionKey).toBe(sessionKey);
    const other = await t.merchant.evaluateCustomer({ ...request, sessionKey: 'no-device-here' });
    expect(other.device).toBeUndefined();
    // Device sessions are per merchant.
    const theirs = await t.merchant2.evaluateCustomer(request);
    expect(theirs.device).toBeUndefined();
  });

  it('answers an unknown checkpoint with 422 naming it', async () => {
    const res = await t.raw('POST', '/v1/customers', {
      auth,
      body: { ...riskRequestB(), checkpoints: ['customer', 'telepathy'] },
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'checkpoints.1', message: expect.stringMatching(/not a checkpoint/) }],
    });
    expect(
      await rejection(t.merchant.evaluateCustomer({ ...riskRequestB(), checkpoints: ['device'] })),
    ).toMatchObject({ status: 422 });
  });

  it('names the failing fields of each shape with 400', async () => {
    const a = riskRequestA();
    const badA = await t.raw('POST', '/v1/customers', {
      auth,
      body: { ...a, customer: { ...a.customer, emailAddress: 'x', taxId: undefined } },
    });
    expect(badA.status).toBe(400);
    const pathsA = (badA.json as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(pathsA).toEqual(expect.arrayContaining(['customer.emailAddress', 'customer.taxId']));
    const badB = await t.raw('POST', '/v1/customers', {
      auth,
      body: { ...riskRequestB(), sessionKey: 'k'.repeat(101) },
    });
    expect(badB.json).toMatchObject({ issues: [{ path: 'sessionKey' }] });
    const empty = await t.raw('POST', '/v1/customers', { auth, body: [] });
    expect(empty.status).toBe(400);
    expect((await t.raw('POST', '/v1/customers', { body: riskRequestB() })).status).toBe(401);
  });

  it('validates and echoes X-Request-Id', async () => {
    const ok = await t.raw('POST', '/v1/customers', {
      auth,
      body: riskRequestB(),
      headers: { 'x-request-id': 'req-123-abc' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-request-id')).toBe('req-123-abc');
    for (const bad of ['has space', 'x'.repeat(73), 'semi;colon']) {
      const res = await t.raw('POST', '/v1/customers', {
        auth,
        body: riskRequestB(),
        headers: { 'x-request-id': bad },
      });
      expect(res.status, bad).toBe(400);
      expect(res.json).toMatchObject({ issues: [{ path: 'X-Request-Id' }] });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('GET /v1/customers', { timeout: 20_000 }, () => {
  it('lists the merchant evaluations, filtered by customer_id', async () => {
    const customerId = `cust-${crypto.randomUUID()}`;
    const request = { ...riskRequestB(), customer: { ...riskRequestB().customer, id: customerId } };
    await t.merchant.evaluateCustomer(request);
    await t.merchant.evaluateCustomer(request);
    const mine = riskResponseListSchema.parse(
      await t.merchant.listCustomers({ customer_id: customerId }),
    );
    expect(mine).toHaveLength(2);
    expect(await t.merchant2.listCustomers({ customer_id: customerId })).toEqual([]);
    expect((await t.merchant.listCustomers()).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad queries and missing credentials', async () => {
    const empty = await t.raw('GET', '/v1/customers?customer_id=', { auth });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ issues: [{ path: 'customer_id' }] });
    const twice = await t.raw('GET', '/v1/customers?customer_id=a&customer_id=b', { auth });
    expect(twice.status).toBe(400);
    expect((await t.raw('GET', '/v1/customers')).status).toBe(401);
  });
});

describe('POST /v1/devices', { timeout: 20_000 }, () => {
  it('refuses bad device sessions', async () => {
    const missing = await t.raw('POST', '/v1/devices', { auth, body: {} });
    expect(missing.json).toMatchObject({
      issues: [{ path: 'sessionKey', message: 'is required' }],
    });
    const long = await t.raw('POST', '/v1/devices', {
      auth,
      body: { sessionKey: 'k'.repeat(101) },
    });
    expect(long.status).toBe(400);
    const attrs = await t.raw('POST', '/v1/devices', {
      auth,
      body: { sessionKey: 's', attributes: { OS: 'Linux' } },
    });
    expect(attrs.json).toMatchObject({ issues: [{ path: 'attributes.OS' }] });
    expect((await t.raw('POST', '/v1/devices', { body: { sessionKey: 's' } })).status).toBe(401);
  });
});

describe('opaque members and the list', { timeout: 20_000 }, () => {
  it('refuses an opaque member nested 2000 levels deep with 400 and its path', async () => {
    const deep = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;
    for (const member of ['counterparty', 'device', 'config', 'transaction', 'referralCode']) {
      const body = JSON.stringify({ ...riskRequestB(), [member]: 'DEEP' }).replace('"DEEP"', deep);
      const res = await t.raw('POST', '/v1/customers', { auth, body });
      expect(res.status, member).toBe(400);
      expect(res.json).toMatchObject({
        code: 'VALIDATION',
        issues: [{ path: expect.stringMatching(new RegExp(`^${member}(\\.a)+$`)) }],
      });
    }
    const list = await t.raw('GET', '/v1/customers', { auth });
    expect(list.status).toBe(200);
  });

  it('answers the list even when a stored record cannot be written as JSON', async () => {
    const good = await t.merchant.evaluateCustomer(riskRequestB());
    const broken = { ...good, counterparty: { amount: 10n } } as unknown as typeof good;
    t.sandbox.store.riskResponses.put('broken', {
      merchantId: MERCHANT.clientId,
      customerId: good.sessionKey,
      response: broken,
      createdAt: Date.now(),
    });
    const res = await t.raw('GET', '/v1/customers', { auth });
    expect(res.status).toBe(200);
    const list = riskResponseListSchema.parse(res.json);
    expect(list.length).toBeGreaterThan(0);
  });
});
