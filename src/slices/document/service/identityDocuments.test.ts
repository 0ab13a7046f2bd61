import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basic,
  MERCHANT,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { identityTokenResponseSchema, verificationResultSchema } from '../api/identity.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const auth = basic(MERCHANT);

describe('identity documents', { timeout: 20_000 }, () => {
  it('issues a token whose verification completes after the checks', async () => {
    const sessionKey = crypto.randomUUID();
    const token = identityTokenResponseSchema.parse(
      await t.merchant.createIdentityDocumentToken({
        sessionKey,
        platform: 'ios',
        provider: 'incode',
      }),
    );
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 600, scope: 'mobilesdk' });
    const pending = await t.merchant.getVerification(token.verification_id);
    expect(pending.status).toBe('pending');
    t.sandbox.clock.advance(60_000);
    const done = verificationResultSchema.parse(
      await t.merchant.getVerification(token.verification_id, { type: 'mobilesdk', sessionKey }),
    );
    expect(done.status).toBe('complete');
    expect(done.documentData?.type).toBeTruthy();
    expect(done.verification?.riskLevel).toBeTruthy();
  });

  it('answers 404 for unknown ids, another merchant session, or a mismatched sessionKey', async () => {
    const token = await t.merchant.createIdentityDocumentToken({ sessionKey: 'kyc-1' });
    expect(await rejection(t.merchant.getVerification('nope'))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(await rejection(t.merchant2.getVerification(token.verification_id))).toMatchObject({
      status: 404,
    });
    const other = await rejection(
      t.merchant.getVerification(token.verification_id, { sessionKey: crypto.randomUUID() }),
    );
    expect(other).toMatchObject({ status: 404 });
  });

  it('names the failing fields with 400', async () => {
    const missing = await t.raw('POST', '/v1/identity-documents/tokens', { auth, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      issues: [{ path: 'sessionKey', message: 'is required' }],
    });
    const bad = await t.raw('POST', '/v1/identity-documents/tokens', {
      auth,
      body: { sessionKey: 's', platform: 'windows', provider: 'acme' },
    });
    const paths = (bad.json as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(['platform', 'provider']);
    const query = await t.raw(
      'GET',
      '/v1/identityDocuments/verifications/x?type=fax&sessionKey=1',
      { auth },
    );
    expect((query.json as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'type',
      'sessionKey',
    ]);
    expect(
      (await t.raw('POST', '/v1/identity-documents/tokens', { body: { sessionKey: 's' } })).status,
    ).toBe(401);
  });
});
