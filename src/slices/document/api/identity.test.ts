import { describe, expect, it } from 'vitest';
import {
  identityTokenResponse,
  UUID_1,
  verificationResult,
} from '../../../api/testing/fixtures.js';
import { failingPaths } from '../../../api/testing/schemaCheck.js';
import {
  IDENTITY_EXPIRES_IN_MAX,
  IDENTITY_PLATFORMS,
  IDENTITY_PROVIDERS,
  identityTokenRequestSchema,
  identityTokenResponseSchema,
  VERIFICATION_LEVELS,
  VERIFICATION_STATUSES,
  VERIFICATION_TYPES,
  verificationQuerySchema,
  verificationResultSchema,
} from './identity.js';

describe('identity-document token request (spec 2.10)', () => {
  const paths = (value: unknown) => failingPaths(identityTokenRequestSchema, value);

  it('needs only a sessionKey of 1 to 100 characters', () => {
    expect(paths({ sessionKey: 's' })).toEqual([]);
    expect(paths({ sessionKey: 's'.repeat(100) })).toEqual([]);
    expect(paths({ sessionKey: 's'.repeat(101) })).toEqual(['sessionKey']);
    expect(paths({ sessionKey: '' })).toEqual(['sessionKey']);
    expect(paths({})).toEqual(['sessionKey']);
  });

  it('platform is android or ios', () => {
    expect(IDENTITY_PLATFORMS).toEqual(['android', 'ios']);
    for (const platform of IDENTITY_PLATFORMS)
      expect(paths({ sessionKey: 's', platform })).toEqual([]);
    expect(paths({ sessionKey: 's', platform: 'web' })).toEqual(['platform']);
  });

  it('provider is one of the two named providers', () => {
    expect(IDENTITY_PROVIDERS).toEqual(['incode', 'au10tix']);
    for (const provider of IDENTITY_PROVIDERS)
      expect(paths({ sessionKey: 's', provider })).toEqual([]);
    expect(paths({ sessionKey: 's', provider: '<provider_1>' })).toEqual(['provider']);
  });

  it('customerId is a string', () => {
    expect(paths({ sessionKey: 's', customerId: 'c' })).toEqual([]);
    expect(paths({ sessionKey: 's', customerId: 1 })).toEqual(['customerId']);
  });
});

describe('identity-document token response (spec 2.10)', () => {
  const paths = (patch: Record<string, unknown>) =>
    failingPaths(identityTokenResponseSchema, { ...identityTokenResponse(), ...patch });

  it('accepts the example (expires_in 600 seconds)', () => {
    expect(paths({})).toEqual([]);
  });

  it.each([1, 600, 3600, IDENTITY_EXPIRES_IN_MAX - 1])('expires_in %d is accepted', (value) => {
    expect(paths({ expires_in: value })).toEqual([]);
  });

  it.each([0, -1, 1.5, IDENTITY_EXPIRES_IN_MAX, '600'])('expires_in %j is refused', (value) => {
    expect(paths({ expires_in: value })).toEqual(['expires_in']);
  });

  it.each(['token_type', 'access_token', 'incode_sdk_base_url', 'verification_id', 'scope'])(
    '%s is required',
    (field) => {
      expect(paths({ [field]: undefined })).toEqual([field]);
    },
  );
});

describe('verification query (spec 4, #8)', () => {
  const paths = (value: unknown) => failingPaths(verificationQuerySchema, value);

  it('type is custom, the provider web UI (secure.me) or mobilesdk', () => {
    expect(VERIFICATION_TYPES).toEqual(['custom', 'secure.me', 'mobilesdk']);
    for (const type of VERIFICATION_TYPES) expect(paths({ type })).toEqual([]);
    expect(paths({ type: '<provider_web_ui>' })).toEqual(['type']);
  });

  it.each(['sessionKey', 'customerId'])('%s is a uuid', (field) => {
    expect(paths({ [field]: UUID_1 })).toEqual([]);
    expect(paths({ [field]: 'session-1' })).toEqual([field]);
  });
});

describe('verification result (spec 2.11)', () => {
  const paths = (patch: Record<string, unknown>) =>
    failingPaths(verificationResultSchema, { ...verificationResult(), ...patch });

  it('accepts the example', () => {
    expect(paths({})).toEqual([]);
  });

  it('status is complete or one of our lifecycle values', () => {
    expect(VERIFICATION_STATUSES).toEqual([
      'pending',
      'processing',
      'complete',
      'failed',
      'expired',
    ]);
    for (const status of VERIFICATION_STATUSES) expect(paths({ status })).toEqual([]);
    expect(paths({ status: 'Complete' })).toEqual(['status']);
  });

  it('verification levels are low, medium, high or not_applicable', () => {
    expect(VERIFICATION_LEVELS).toEqual(['low', 'medium', 'high', 'not_applicable']);
    for (const field of [
      'riskLevel',
      'forgeryLevel',
      'documentMatchLevel',
      'imageQualityLevel',
      'faceMatchLevel',
    ]) {
      expect(paths({ verification: { [field]: 'not_applicable' } })).toEqual([]);
      expect(paths({ verification: { [field]: 'very_high' } })).toEqual([`verification.${field}`]);
    }
  });

  it.each(['dateOfBirth', 'dateOfIssue', 'dateOfExpiry'])(
    'documentData.%s is YYYY-MM-DD',
    (field) => {
      expect(paths({ documentData: { [field]: '2030-01-01' } })).toEqual([]);
      expect(paths({ documentData: { [field]: '01/01/2030' } })).toEqual([`documentData.${field}`]);
    },
  );
});
