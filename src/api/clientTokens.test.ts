import { describe, expect, it } from 'vitest';
import {
  clientTokenRequestSchema,
  clientTokenResponseSchema,
  EXECUTION_TYPES,
  NFT_PLATFORMS,
  taxRatesSchema,
} from './clientTokens.js';
import { clientTokenRequest, clientTokenResponse } from './testing/fixtures.js';
import { failingPaths, messagesOf } from './testing/schemaCheck.js';

/** A valid request with one field replaced (`undefined` removes it). */
function request(patch: Record<string, unknown>, nftPatch: Record<string, unknown> = {}) {
  const base = clientTokenRequest();
  return { ...base, ...patch, nft: { ...base.nft, ...nftPatch } };
}
const pathsOf = (value: unknown) => failingPaths(clientTokenRequestSchema, value);

describe('client token request (spec 2.1)', () => {
  it('accepts the full example and the minimal request (nft name and imageUrl only)', () => {
    expect(pathsOf(clientTokenRequest())).toEqual([]);
    expect(pathsOf({ nft: { name: 'x', imageUrl: 'https://e.com/x.png' } })).toEqual([]);
  });

  it('requires nft', () => {
    expect(pathsOf({})).toEqual(['nft']);
  });

  it.each([
    ['referenceId', 'ref-1'],
    ['externalUserId', 'user-1'],
  ])('%s must be a uuid', (field, bad) => {
    expect(pathsOf(request({ [field]: bad }))).toEqual([field]);
  });

  it.each([1, 60, 3599, 3600])('expiresIn %d seconds is accepted', (value) => {
    expect(pathsOf(request({ expiresIn: value }))).toEqual([]);
  });

  it.each([0, -1, 3600.5, 3601, 86_400, '600'])('expiresIn %j is refused', (value) => {
    expect(pathsOf(request({ expiresIn: value }))).toEqual(['expiresIn']);
  });

  it('says the expiresIn limit in its message', () => {
    expect(messagesOf(clientTokenRequestSchema, request({ expiresIn: 3601 }))).toContain('3600');
  });

  it('takes customerId as a free string (the examples carry it)', () => {
    expect(pathsOf(request({ customerId: 'anything at all' }))).toEqual([]);
    expect(pathsOf(request({ customerId: 7 }))).toEqual(['customerId']);
  });
});

describe('nft (spec 2.2)', () => {
  it.each([
    ['name', undefined],
    ['name', ''],
    ['imageUrl', undefined],
  ])('requires %s (given %j)', (field, value) => {
    expect(pathsOf(request({}, { [field]: value }))).toEqual([`nft.${field}`]);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://e.com/a.png', 'a.png'])(
    'imageUrl %s is refused: only http(s)',
    (url) => {
      expect(pathsOf(request({}, { imageUrl: url }))).toEqual(['nft.imageUrl']);
    },
  );

  it.each([0, 0.01, 498.6])('price %d is accepted', (price) => {
    expect(pathsOf(request({}, { price }))).toEqual([]);
  });

  it.each([-0.01, -1, '10'])('price %j is refused (at least 0)', (price) => {
    expect(pathsOf(request({}, { price }))).toEqual(['nft.price']);
  });

  it.each(EXECUTION_TYPES)('executionType %s is accepted', (executionType) => {
    expect(pathsOf(request({}, { executionType }))).toEqual([]);
  });

  it.each(['lazy_mint', 'SMART_CONTRACT', ''])('executionType %j is refused', (executionType) => {
    expect(pathsOf(request({}, { executionType }))).toEqual(['nft.executionType']);
  });

  it('platform allows the two marketplaces, ERC8000 and the empty string', () => {
    expect(NFT_PLATFORMS).toEqual(['horizon', 'mattel', 'ERC8000', '']);
    for (const platform of NFT_PLATFORMS) expect(pathsOf(request({}, { platform }))).toEqual([]);
  });

  it.each(['erc8000', 'opensea', ' ', '<marketplace_1>'])('platform %j is refused', (platform) => {
    expect(pathsOf(request({}, { platform }))).toEqual(['nft.platform']);
  });

  it.each([1, 2, 100])('quantity %d is accepted', (quantity) => {
    expect(pathsOf(request({}, { quantity }))).toEqual([]);
  });

  it.each([0, -1, 1.5])('quantity %d is refused (a whole number, at least 1)', (quantity) => {
    expect(pathsOf(request({}, { quantity }))).toEqual(['nft.quantity']);
  });

  it('currencyCode is the constant usd', () => {
    expect(pathsOf(request({}, { currencyCode: 'usd' }))).toEqual([]);
    for (const currencyCode of ['USD', 'eur', '']) {
      expect(pathsOf(request({}, { currencyCode }))).toEqual(['nft.currencyCode']);
    }
  });

  it('keeps the free-text chain fields as strings', () => {
    for (const field of ['network', 'recipientAddress', 'contractAddress', 'blockchainNftId']) {
      expect(pathsOf(request({}, { [field]: 'x' }))).toEqual([]);
      expect(pathsOf(request({}, { [field]: 1 }))).toEqual([`nft.${field}`]);
    }
  });
});

describe('taxRates (spec 2.1)', () => {
  it.each(['US', 'US-CA', 'GB-ENG', 'FR-75', 'CA-QC', 'ES-M'])('key %s is accepted', (key) => {
    expect(failingPaths(taxRatesSchema, { [key]: 5 })).toEqual([]);
  });

  it.each(['us', 'USA', 'U', 'US-', 'US-CAXX', 'US_CA', 'us-ca', 'US-ca', ''])(
    'key %j is refused: not ISO 3166-2',
    (key) => {
      expect(failingPaths(taxRatesSchema, { [key]: 5 })).toEqual([key]);
    },
  );

  it('key __proto__ is refused, not dropped: JSON.parse makes it an own key', () => {
    expect(failingPaths(taxRatesSchema, JSON.parse('{"__proto__":5,"US":5}'))).toEqual([
      '__proto__',
    ]);
    expect(pathsOf(request({ taxRates: JSON.parse('{"__proto__":5}') }))).toEqual([
      'taxRates.__proto__',
    ]);
  });

  it.each([0, 7.25, 100, '0', '7.25', '100'])('percentage %j is accepted', (value) => {
    expect(failingPaths(taxRatesSchema, { US: value })).toEqual([]);
  });

  it.each([-0.01, 100.01, '100.01', '-1', 'abc', '5%', '', ' 5', '1e2', true, null])(
    'percentage %j is refused',
    (value) => {
      expect(failingPaths(taxRatesSchema, { 'US-CA': value })).toEqual(['US-CA']);
    },
  );

  it('turns numeric strings into numbers', () => {
    expect(taxRatesSchema.parse({ US: '5', 'US-CA': '7.25', GB: 20 })).toEqual({
      US: 5,
      'US-CA': 7.25,
      GB: 20,
    });
  });

  it('is checked inside the client token request', () => {
    expect(pathsOf(request({ taxRates: { 'US-CA': 101 } }))).toEqual(['taxRates.US-CA']);
  });
});

describe('identityPrefill (spec 2.3)', () => {
  const prefill = (patch: Record<string, unknown>) =>
    request({ identityPrefill: { ...clientTokenRequest().identityPrefill, ...patch } });

  it.each([
    ['dateOfBirth', '10/12/1990'],
    ['dateOfBirth', '1990-02-30'],
    ['emailAddress', 'ada.example.com'],
    ['phone', '5550100100'],
  ])('%s %j is refused', (field, value) => {
    expect(pathsOf(prefill({ [field]: value }))).toEqual([`identityPrefill.${field}`]);
  });

  it('address countryCode is 2 letters', () => {
    expect(pathsOf(prefill({ address: { countryCode: 'USA' } }))).toEqual([
      'identityPrefill.address.countryCode',
    ]);
    expect(pathsOf(prefill({ address: { countryCode: 'GB' } }))).toEqual([]);
  });

  it('every field is optional', () => {
    expect(pathsOf(request({ identityPrefill: {} }))).toEqual([]);
  });
});

describe('client token response (spec 2.4)', () => {
  it('accepts a uuid token and a date-time expiry', () => {
    expect(failingPaths(clientTokenResponseSchema, clientTokenResponse())).toEqual([]);
  });

  it.each([
    ['clientToken', 'eyJhbGciOi.jwt.not-uuid'],
    ['expiresAt', '2026-11-22'],
    ['expiresAt', undefined],
  ])('refuses %s %j', (field, value) => {
    expect(
      failingPaths(clientTokenResponseSchema, { ...clientTokenResponse(), [field]: value }),
    ).toEqual([field]);
  });
});
