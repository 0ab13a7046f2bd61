import { describe, expect, it } from 'vitest';
import {
  customerListQuerySchema,
  deviceSchema,
  deviceSessionRequestSchema,
  isRiskRequestA,
  RISK_LEVELS,
  riskLevelSchema,
  riskRequestBSchema,
  riskRequestSchema,
  riskResponseListSchema,
  riskResponseSchema,
} from './customers.js';
import { riskRequestA, riskRequestB, riskResponse } from './testing/fixtures.js';
import { accepts, failingPaths } from './testing/schemaCheck.js';

type Json = Record<string, unknown>;

describe('risk request shape B (spec 2.7)', () => {
  const pathsB = (patch: Json) => failingPaths(riskRequestBSchema, { ...riskRequestB(), ...patch });

  it('accepts the example and the minimal request (flow, sessionKey, customer.id)', () => {
    expect(pathsB({})).toEqual([]);
    expect(
      failingPaths(riskRequestBSchema, { flow: {}, sessionKey: 's', customer: { id: 'u' } }),
    ).toEqual([]);
  });

  it.each(['flow', 'sessionKey', 'customer'])('%s is required', (field) => {
    expect(pathsB({ [field]: undefined })).toEqual([field]);
  });

  it('sessionKey is any non-empty string of at most 100 characters', () => {
    expect(pathsB({ sessionKey: 'k'.repeat(100) })).toEqual([]);
    expect(pathsB({ sessionKey: 'k'.repeat(101) })).toEqual(['sessionKey']);
    expect(pathsB({ sessionKey: '' })).toEqual(['sessionKey']);
  });

  it.each(['partnerId', 'partnerName', 'workflowName'])('%s is at most 100 characters', (field) => {
    expect(pathsB({ [field]: 'p'.repeat(100) })).toEqual([]);
    expect(pathsB({ [field]: 'p'.repeat(101) })).toEqual([field]);
  });

  it('checkpoints are non-empty names (unknown names are the service’s 422)', () => {
    expect(pathsB({ checkpoints: ['customer', 'no_such_checkpoint'] })).toEqual([]);
    expect(pathsB({ checkpoints: [''] })).toEqual(['checkpoints.0']);
    expect(pathsB({ checkpoints: 'customer' })).toEqual(['checkpoints']);
  });

  it('custom fields hold values of their own type', () => {
    expect(
      pathsB({ customBool: { a: true }, customNumber: { b: 1 }, customString: { c: 'x' } }),
    ).toEqual([]);
    expect(pathsB({ customBool: { a: 'true' } })).toEqual(['customBool.a']);
    expect(pathsB({ customNumber: { b: '1' } })).toEqual(['customNumber.b']);
    expect(pathsB({ customString: { c: 1 } })).toEqual(['customString.c']);
  });

  it('customer fields are checked when given', () => {
    expect(pathsB({ customer: { id: 'u', emailAddress: 'nope' } })).toEqual([
      'customer.emailAddress',
    ]);
    expect(pathsB({ customer: { id: 'u', phone: '0100' } })).toEqual(['customer.phone']);
    expect(pathsB({ customer: { id: '' } })).toEqual(['customer.id']);
    expect(pathsB({ customer: { id: 'u', dateOfBirth: '12/10/1990' } })).toEqual([
      'customer.dateOfBirth',
    ]);
    expect(pathsB({ customer: { id: 'u', address: { countryCode: 'USA' } } })).toEqual([
      'customer.address.countryCode',
    ]);
    expect(pathsB({ customer: { id: 'u', isEmailVerified: 'yes' } })).toEqual([
      'customer.isEmailVerified',
    ]);
  });

  it('opaque objects (config, device, counterparty, referralCode, transaction) must be objects', () => {
    for (const field of ['config', 'device', 'counterparty', 'referralCode', 'transaction']) {
      expect(pathsB({ [field]: { any: 'thing' } })).toEqual([]);
      expect(pathsB({ [field]: 'x' })).toEqual([field]);
    }
  });

  it('opaque members nest at most 10 levels and hold at most 500 members in all', () => {
    const nested = (levels: number) => {
      let value: Json = { leaf: 1 };
      for (let i = 1; i < levels; i++) value = { a: value };
      return value;
    };
    const wide = (members: number) =>
      Object.fromEntries(Array.from({ length: members }, (_, i) => [`k${i}`, i]));
    for (const field of ['config', 'device', 'counterparty', 'referralCode', 'transaction']) {
      expect(pathsB({ [field]: nested(10) })).toEqual([]);
      expect(pathsB({ [field]: wide(500) })).toEqual([]);
      const deep = riskRequestBSchema.safeParse({ ...riskRequestB(), [field]: nested(2000) });
      expect(deep.error?.issues).toMatchObject([
        { path: [field, ...Array(10).fill('a')], message: 'nests deeper than 10 levels' },
      ]);
      expect(pathsB({ [field]: nested(11) })).toEqual([[field, ...Array(10).fill('a')].join('.')]);
      expect(pathsB({ [field]: { list: [wide(300), wide(300)] } })).toEqual([`${field}.list.1`]);
    }
    for (const field of ['customBool', 'customNumber', 'customString']) {
      const value = field === 'customBool' ? true : field === 'customNumber' ? 1 : 'v';
      const members = (n: number) =>
        Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value]));
      expect(pathsB({ [field]: members(500) })).toEqual([]);
      expect(pathsB({ [field]: members(501) })).toEqual([field]);
    }
  });
});

describe('risk request union', () => {
  it('accepts either shape', () => {
    expect(accepts(riskRequestSchema, riskRequestA())).toBe(true);
    expect(accepts(riskRequestSchema, riskRequestB())).toBe(true);
  });

  it('names the failing field of the shape the request is closest to', () => {
    expect(
      failingPaths(riskRequestSchema, { ...riskRequestB(), partnerId: 'p'.repeat(101) }),
    ).toEqual(['partnerId']);
    expect(
      failingPaths(riskRequestSchema, { ...riskRequestA(), sessionKey: 'x' }).length,
    ).toBeGreaterThan(0);
  });

  it('refuses a string flow with a shape-B customer, and a shape A without its flow', () => {
    expect(accepts(riskRequestSchema, { ...riskRequestB(), flow: 'payment' })).toBe(false);
    expect(accepts(riskRequestSchema, { ...riskRequestA(), flow: undefined })).toBe(false);
  });
});

describe('risk response (spec 2.8, 2.9)', () => {
  const paths = (patch: Json) => failingPaths(riskResponseSchema, { ...riskResponse(), ...patch });

  it('risk levels are low, medium, high, very_high', () => {
    expect(RISK_LEVELS).toEqual(['low', 'medium', 'high', 'very_high']);
    for (const level of RISK_LEVELS) expect(paths({ level })).toEqual([]);
    for (const level of ['critical', 'LOW', 'veryHigh']) {
      expect(accepts(riskLevelSchema, level)).toBe(false);
      expect(paths({ level })).toEqual(['level']);
    }
  });

  it('status is Success or Failure', () => {
    expect(paths({ status: 'Failure' })).toEqual([]);
    expect(paths({ status: 'success' })).toEqual(['status']);
  });

  it.each(['sessionKey', 'level', 'status', 'customer', 'checkpoints', 'rules', 'checkpointData'])(
    '%s is required',
    (field) => {
      expect(paths({ [field]: undefined })).toEqual([field]);
    },
  );

  it('rule ids are integers', () => {
    expect(paths({ rules: [{ id: 1.5, isLive: true, isAllowlisted: false, name: 'r' }] })).toEqual([
      'rules.0.id',
    ]);
  });

  it('transaction levels are risk levels', () => {
    expect(paths({ transaction: { level: 'high', amlLevel: 'low' } })).toEqual([]);
    expect(paths({ transaction: { amlLevel: 'none' } })).toEqual(['transaction.amlLevel']);
  });

  it('accepts a device with behaviour data; its level is a risk level', () => {
    const device = {
      id: 'd1',
      level: 'medium',
      attributes: { Browser: ['Chrome'], OS: ['Linux'] },
      signals: [{ key: 'VPN', value: 'false' }],
      ipLocation: { city: 'SF', latitude: '37.7', longitude: '-122.4' },
      behaviorBiometrics: {
        numDistractionEvents: 1,
        fields: [{ name: 'email', numCopyPasteEvents: 0, isLTM: true, timeSpendInMsEvents: null }],
        pageFieldLTM: { absolute: { numAutoFillEvents: 1 } },
        flowTimesInMs: { '/checkout': 1200 },
      },
    };
    expect(paths({ device })).toEqual([]);
    expect(failingPaths(deviceSchema, { ...device, level: 'unknown' })).toEqual(['level']);
    expect(failingPaths(deviceSchema, { ...device, ipLocation: { latitude: 37.7 } })).toEqual([
      'ipLocation.latitude',
    ]);
  });

  it('GET /customers answers a list', () => {
    expect(accepts(riskResponseListSchema, [riskResponse()])).toBe(true);
    expect(accepts(riskResponseListSchema, riskResponse())).toBe(false);
  });
});

describe('GET /customers query and device sessions', () => {
  it('customer_id is an optional non-empty string', () => {
    expect(failingPaths(customerListQuerySchema, {})).toEqual([]);
    expect(failingPaths(customerListQuerySchema, { customer_id: 'u1' })).toEqual([]);
    expect(failingPaths(customerListQuerySchema, { customer_id: '' })).toEqual(['customer_id']);
  });

  it('device session key is 1 to 100 characters', () => {
    expect(failingPaths(deviceSessionRequestSchema, { sessionKey: 's'.repeat(100) })).toEqual([]);
    expect(failingPaths(deviceSessionRequestSchema, { sessionKey: 's'.repeat(101) })).toEqual([
      'sessionKey',
    ]);
    expect(failingPaths(deviceSessionRequestSchema, { sessionKey: '' })).toEqual(['sessionKey']);
  });
});

describe('isRiskRequestA', () => {
  it('tells shape A (string flow) from shape B (object flow)', () => {
    expect(isRiskRequestA(riskRequestA())).toBe(true);
    expect(isRiskRequestA(riskRequestB())).toBe(false);
  });
});
