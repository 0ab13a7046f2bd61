import { describe, expect, it } from 'vitest';
import { failingPaths } from '../../../../api/testing/schemaCheck.js';
import { identityTokenResponseSchema } from '../../api/identity.js';
import { verifyJwt } from './jwt.js';
import { IDENTITY_TOKEN_TTL_SECONDS, issueIdentityToken, SANDBOX_SDK_BASE_URL } from './token.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('issueIdentityToken', () => {
  it('answers the spec 2.10 token, schema-valid', () => {
    const { response } = issueIdentityToken(
      { sessionKey: 's1', customerId: 'c1', platform: 'ios', provider: 'incode' },
      NOW,
    );
    expect(failingPaths(identityTokenResponseSchema, response)).toEqual([]);
    expect(response).toMatchObject({
      token_type: 'Bearer',
      expires_in: 600,
      incode_sdk_base_url: SANDBOX_SDK_BASE_URL,
      scope: 'mobilesdk',
    });
    expect(response.verification_id).toMatch(UUID);
    expect(new URL(response.incode_sdk_base_url).protocol).toBe('https:');
  });

  it('signs an access token that carries the session and expires with it', () => {
    const { response } = issueIdentityToken(
      { sessionKey: 's1', customerId: 'c1', platform: 'android' },
      NOW,
    );
    const claims = verifyJwt(response.access_token);
    const iat = NOW.getTime() / 1000;
    expect(claims).toEqual({
      iss: 'nft-checkout-sandbox',
      sub: 'c1',
      aud: 'incode',
      scope: 'mobilesdk',
      sessionKey: 's1',
      platform: 'android',
      jti: response.verification_id,
      iat,
      exp: iat + IDENTITY_TOKEN_TTL_SECONDS,
    });
  });

  it('keeps a record of the session, with its outcome trigger', () => {
    const { response, record } = issueIdentityToken(
      { sessionKey: 'will-fail', provider: 'au10tix' },
      NOW,
    );
    expect(record).toEqual({
      verificationId: response.verification_id,
      sessionKey: 'will-fail',
      customerId: undefined,
      platform: undefined,
      provider: 'au10tix',
      issuedAtMs: NOW.getTime(),
      expiresAtMs: NOW.getTime() + 600_000,
      outcome: 'failed',
    });
    expect(verifyJwt(response.access_token)?.sub).toBe('will-fail');
  });

  it('is deterministic in its inputs and time', () => {
    const a = issueIdentityToken({ sessionKey: 's1', customerId: 'c1' }, NOW);
    expect(issueIdentityToken({ sessionKey: 's1', customerId: 'c1' }, new Date(NOW))).toEqual(a);
    const later = issueIdentityToken(
      { sessionKey: 's1', customerId: 'c1' },
      new Date(NOW.getTime() + 1),
    );
    expect(later.response.verification_id).not.toBe(a.response.verification_id);
    const other = issueIdentityToken({ sessionKey: 's2', customerId: 'c1' }, NOW);
    expect(other.response.verification_id).not.toBe(a.response.verification_id);
  });
});
