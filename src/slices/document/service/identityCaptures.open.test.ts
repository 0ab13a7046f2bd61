import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../api/testing/images.js';
import { passBuyerChecks } from '../../../sandbox/testing/buyerChecks.js';
import { buyer, startTestSandbox, type TestSandbox } from '../../../sandbox/testing/harness.js';
import { CAPTURES, captureRequests } from './testing/identityCaptures.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const { required, createCapture, capture, upload } = captureRequests(() => t);

describe('POST /v1/checkout/identity/captures', { timeout: 20_000 }, () => {
  it('opens a capture of the chosen document: its id, the photos it takes, its expiry', async () => {
    const checkout = await required();
    const license = await capture(checkout);
    expect(license).toEqual({
      verificationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      documentType: 'driver_license',
      sides: ['front', 'back', 'selfie'],
      expiresAt: expect.any(String),
    });
    expect(Date.parse(license.expiresAt) - Date.now()).toBeGreaterThan(590_000);
    const passport = await capture(checkout, 'passport');
    expect(passport.sides).toEqual(['front', 'selfie']);
    expect(passport.verificationId).not.toBe(license.verificationId);
    // The merchant sees it as an identity-document session of the spec, pending.
    const result = await t.raw(
      'GET',
      `/v1/identityDocuments/verifications/${passport.verificationId}`,
      { auth: `Basic ${Buffer.from('sandbox-merchant:sandbox-secret').toString('base64')}` },
    );
    expect(result.json).toEqual({ verificationId: passport.verificationId, status: 'pending' });
  });

  it('answers 409, saying why, when no document is asked for', async () => {
    const low = await t.open();
    const none = await createCapture(low);
    expect(none.status).toBe(409);
    expect(none.json).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/assess the buyer first/),
    });
    const checks = await passBuyerChecks(t.url, low.token, buyer(), undefined, { document: false });
    await low.client.assessIdentity({ buyer: buyer(), ...checks });
    expect((await createCapture(low)).json).toMatchObject({
      message: expect.stringMatching(/no identity document is asked of this buyer/),
    });
  });

  it('refuses a body that is not a document choice, naming the field', async () => {
    const checkout = await required();
    const res = await createCapture(checkout, {
      documentType: 'library_card',
      issuingCountry: 'usa',
    });
    expect(res.status).toBe(400);
    expect((res.json as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual([
      'documentType',
      'issuingCountry',
    ]);
  });

  it('sends no CORS headers on any capture endpoint: only the document frame calls them', async () => {
    const checkout = await required();
    const { verificationId } = await capture(checkout);
    for (const [method, path] of [
      ['POST', CAPTURES],
      ['PUT', `${CAPTURES}/${verificationId}/images/front`],
      ['POST', `${CAPTURES}/${verificationId}/submit`],
    ]) {
      const preflight = await t.raw('OPTIONS', path as string, {
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': method as string,
        },
      });
      expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const res = await upload(checkout, verificationId, 'front', pngImage(1200, 800));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
