import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nftRequest, rejection, startTestSandbox, type TestSandbox } from '../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const bearer = (token: string) => `Bearer ${token}`;

describe('POST /v1/checkout/device', { timeout: 20_000 }, () => {
  it('stores device data for the order session', async () => {
    const checkout = await t.open();
    await expect(
      checkout.client.sendDeviceData({
        attributes: { Browser: ['Firefox 140'], OS: ['Linux'] },
        behaviorBiometrics: { numDistractionEvents: 1, totalTimeSpentInMs: 5000 },
      }),
    ).resolves.toEqual({ success: true });
    const stored = [...t.sandbox.store.devices.values()].find(
      (d) => d.sessionKey === checkout.orderId,
    );
    expect(stored?.device.sessionKey).toBe(checkout.orderId);
  });

  it('refuses bad device data, missing tokens and expired tokens', async () => {
    const checkout = await t.open();
    const auth = bearer(checkout.token);
    const bad = await t.raw('POST', '/v1/checkout/device', {
      auth,
      body: { attributes: { Browser: 'Firefox' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ issues: [{ path: 'attributes.Browser' }] });
    const metrics = await t.raw('POST', '/v1/checkout/device', {
      auth,
      body: { behaviorBiometrics: { numDistractionEvents: 'many' } },
    });
    expect(metrics.json).toMatchObject({
      issues: [{ path: 'behaviorBiometrics.numDistractionEvents' }],
    });
    expect((await t.raw('POST', '/v1/checkout/device', { body: {} })).status).toBe(401);
    const expired = await t.open(nftRequest({ expiresIn: 1 }));
    await expired.waitFor('Expired');
    const late = await rejection(expired.client.sendDeviceData({}));
    expect(late).toMatchObject({ code: 'EXPIRED', status: 410 });
  });
});
