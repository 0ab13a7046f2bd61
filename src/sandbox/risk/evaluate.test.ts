import { describe, expect, it } from 'vitest';
import { type RiskRequestA, type RiskResponse, riskResponseSchema } from '../../api/customers.js';
import { failingPaths } from '../../api/testing/schemaCheck.js';
import { evaluateRisk } from './evaluate.js';
import { deviceWith, lowRiskRequestA, lowRiskRequestB, NOW, SESSION_KEY } from './testSubjects.js';

type Input = Parameters<typeof evaluateRisk>[0];

function respond(input: Partial<Input> & Pick<Input, 'request'>): RiskResponse {
  const result = evaluateRisk({ now: NOW, ...input });
  if (!result.ok) throw new Error(result.message);
  expect(failingPaths(riskResponseSchema, result.response)).toEqual([]);
  return result.response;
}

const signal = (r: RiskResponse, key: string) => r.customer.signals.find((s) => s.key === key);
const ruleIds = (r: RiskResponse) => r.rules.map((rule) => rule.id);

describe('evaluateRisk: a low-risk person', () => {
  it('is low everywhere in shape A, with a valid address (PNA)', () => {
    const r = respond({ request: lowRiskRequestA() });
    expect(r.sessionKey).toBe(SESSION_KEY);
    expect(r.status).toBe('Success');
    expect(r.level).toBe('low');
    expect(r.customer).toMatchObject({ score: 0, level: 'low', reasonCodes: ['PNA'] });
    expect(r.customer.address).toEqual({ validity: 'valid' });
    // Only the record of the verified phone, which scores nothing.
    expect(ruleIds(r)).toEqual([24]);
    expect(r.customer).toMatchObject({ isPhoneVerified: true, taxId: '•••-••-6789' });
    expect(r.checkpointData).toEqual([{ name: 'customer', type: 'weighted_max' }]);
    expect(r.device).toBeUndefined();
  });

  it('fills every customer signal of spec 2.8, bankLevel included when a bank is present', () => {
    const r = respond({ request: lowRiskRequestA() });
    expect(r.customer.signals.map((s) => s.key)).toEqual([
      'emailDomainLevel',
      'emailLevel',
      'phoneLevel',
      'phoneCarrier',
      'phoneLineType',
      'addressRiskLevel',
      'bankLevel',
      'manualReview',
    ]);
    expect(signal(r, 'addressRiskLevel')).toEqual({
      key: 'addressRiskLevel',
      value: 'low',
      reasonCodes: ['PNA'],
    });
    expect(signal(r, 'manualReview')?.value).toBe('false');
  });

  it('leaves out signals of data shape B did not send', () => {
    const request = lowRiskRequestB();
    request.customer = { id: 'user-1' };
    const r = respond({ request });
    expect(r.customer.signals.map((s) => s.key)).toEqual(['manualReview']);
    expect(r.customer.reasonCodes).toEqual([]);
    expect(r.customer.address).toBeUndefined();
    expect(r.checkpoints.customer).toEqual({
      historicalLevel: { value: 'low', ruleIds: [] },
      riskLevel: { value: 'low', ruleIds: [] },
    });
    expect(r.transaction).toBeUndefined();
  });

  it('answers the same response for the same input', () => {
    const device = deviceWith({ fields: [{ isLTM: true, numCopyPasteEvents: 1 }] });
    const a = evaluateRisk({ request: lowRiskRequestA(), device, now: NOW });
    const b = evaluateRisk({ request: lowRiskRequestA(), device, now: new Date(NOW) });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('evaluateRisk: email modifiers set the level', () => {
  it.each([
    ['ada+low-risk@example.com', 'low', 1],
    ['ada-low-risk@example.com', 'low', 1],
    ['ada+medium-risk@example.com', 'medium', 2],
    ['ada-medium-risk@example.com', 'medium', 2],
    ['ada+high-risk@example.com', 'high', 3],
    ['ada-high-risk@example.com', 'high', 3],
    ['ada+very-high-risk@example.com', 'very_high', 4],
    ['ada-very-high-risk@example.com', 'very_high', 4],
  ] as const)('%s → %s', (email, level, ruleId) => {
    const request = lowRiskRequestA();
    request.customer.emailAddress = email;
    const r = respond({ request });
    expect(r.level).toBe(level);
    expect(r.customer.level).toBe(level);
    expect(signal(r, 'emailLevel')?.value).toBe(level);
    expect(r.checkpoints.customer?.emailLevel).toEqual({ value: level, ruleIds: [ruleId] });
    expect(ruleIds(r)).toEqual([ruleId, 24]);
    expect(r.rules[0]?.isAllowlisted).toBe(level === 'low');
  });

  it('overrides the rules, keeping the score inside the level band', () => {
    const request = lowRiskRequestA();
    request.customer.emailAddress = 'ada+low-risk@mailinator.com';
    request.customer.isPhoneVerified = false;
    const r = respond({ request });
    expect(r.level).toBe('low');
    expect(r.customer.score).toBe(249);
    // The rules still fired and are reported: the modifier explains the decision.
    expect(ruleIds(r)).toEqual([1, 10, 20]);
    expect(r.checkpoints.customer?.riskLevel).toEqual({ value: 'low', ruleIds: [1, 10, 20] });
    expect(signal(r, 'emailDomainLevel')?.value).toBe('high');
  });

  it('also overrides device data', () => {
    const request = lowRiskRequestA();
    request.customer.emailAddress = 'ada+medium-risk@example.com';
    const device = deviceWith(
      { fields: [{ isLTM: true, numCopyPasteEvents: 1, numAutoFillEvents: 1 }] },
      undefined,
    );
    const r = respond({ request, device });
    expect(r.device?.level).toBe('high');
    expect(r.level).toBe('medium');
  });
});

describe('evaluateRisk: signals raise the level', () => {
  type Customer = RiskRequestA['customer'];
  const street = (street1: string) => ({ ...lowRiskRequestA().customer.address, street1 });
  const bankWith = (routingNumber: string) => ({
    type: 'crypto' as const,
    bank: { ...lowRiskRequestA().customer.transaction.paymentMethod.bank, routingNumber },
  });
  // personalInfo is dropped where the change would also contradict it (rule 35). Rule 24 (the
  // verified phone, no points) is there whenever the phone stays verified.
  const cases: [string, Partial<Customer>, string, number[]][] = [
    ['disposable domain', { emailAddress: 'ada@yopmail.com' }, 'high', [10, 24]],
    ['fraud-flagged email', { emailAddress: 'ada+fraud@example.com' }, 'high', [11, 24]],
    ['unverified email', { isEmailVerified: false }, 'medium', [12, 24]],
    ['unverified phone', { isPhoneVerified: false }, 'medium', [20]],
    ['phone/address mismatch', { phone: '+33 1 23 45 67 89' }, 'medium', [21, 24]],
    ['VoIP phone', { phone: '+1 500 555 0100' }, 'medium', [22, 24]],
    ['under 18', { dateOfBirth: '2010-01-01', personalInfo: undefined }, 'very_high', [24, 30]],
    [
      'birth in the future',
      { dateOfBirth: '2030-01-01', personalInfo: undefined },
      'high',
      [24, 31],
    ],
    [
      'sanctioned name',
      { firstName: 'Sanctioned', lastName: 'Person', personalInfo: undefined },
      'very_high',
      [24, 32],
    ],
    ['PO box', { address: street('PO Box 7') }, 'medium', [24, 33]],
    ['incomplete address', { address: street(' ') }, 'low', [24, 34]],
    ['third-party disagrees', { firstName: 'Augusta' }, 'high', [24, 35]],
    ['SSN on the high-risk list', { taxId: '111223333' }, 'high', [24, 36]],
    ['SSN on the very-high-risk list', { taxId: '222334444' }, 'very_high', [24, 37]],
    ['new customer', { createdAtMills: NOW.getTime() - 1000 }, 'low', [24, 40]],
  ];

  it.each(cases)('%s', (_name, patch, level, ids) => {
    const request = lowRiskRequestA();
    Object.assign(request.customer, patch);
    const r = respond({ request });
    expect(r.level).toBe(level);
    expect(ruleIds(r)).toEqual(ids);
    expect(r.checkpoints.customer?.riskLevel).toEqual({ value: level, ruleIds: ids });
  });

  it('bad routing number raises the purchase level', () => {
    const request = lowRiskRequestA();
    request.customer.transaction.paymentMethod = bankWith('123456789');
    const r = respond({ request });
    expect(r.level).toBe('high');
    expect(ruleIds(r)).toEqual([24, 50]);
    expect(r.checkpoints.customer?.customerPurchaseLevel).toEqual({ value: 'high', ruleIds: [50] });
    expect(signal(r, 'bankLevel')?.value).toBe('high');
  });

  it('adds up weak signals: both unverified is high and asks for manual review', () => {
    const request = lowRiskRequestA();
    request.customer.isEmailVerified = false;
    request.customer.isPhoneVerified = false;
    const r = respond({ request });
    expect(r.customer.score).toBe(500);
    expect(r.level).toBe('high');
    expect(signal(r, 'manualReview')?.value).toBe('true');
  });

  it('puts reason codes on the signals they explain', () => {
    const request = lowRiskRequestA();
    request.customer.emailAddress = 'ada+fraud@example.com';
    request.customer.phone = '+1 500 555 0100';
    request.customer.createdAtMills = NOW.getTime() - 60_000;
    request.customer.address.postalCode = 'ABC';
    const r = respond({ request });
    expect(r.customer.reasonCodes).toEqual(['EF1', 'POS', 'HST']);
    expect(signal(r, 'emailLevel')).toEqual({
      key: 'emailLevel',
      value: 'high',
      reasonCodes: ['EF1'],
    });
    expect(signal(r, 'phoneLevel')).toMatchObject({ value: 'medium', reasonCodes: ['POS'] });
    expect(signal(r, 'phoneLineType')?.value).toBe('NonFixedVoIP');
    expect(signal(r, 'phoneCarrier')?.value).toBe('Sandbox VoIP');
    expect(signal(r, 'addressRiskLevel')).toEqual({ key: 'addressRiskLevel', value: 'low' });
    expect(r.customer.address).toEqual({ validity: 'invalid' });
    expect(r.checkpoints.customer?.historicalLevel).toEqual({ value: 'low', ruleIds: [40] });
  });

  it('treats +1 99 test phones as the buyer’s own, whatever the address country', () => {
    const request = lowRiskRequestA();
    request.customer.phone = '+1 99 555 0100';
    request.customer.address = {
      ...request.customer.address,
      countryCode: 'GB',
      postalCode: 'SW1A 1AA',
    };
    const r = respond({ request });
    expect(r.level).toBe('low');
    expect(r.rules).toEqual([
      { id: 23, name: 'Sandbox test phone (+1 99)', isLive: true, isAllowlisted: true },
      { id: 24, name: 'Phone number verified', isLive: true, isAllowlisted: true },
    ]);
    expect(r.customer.phone).toEqual({
      nameScore: 100,
      addressScore: 100,
      cityMatch: true,
      regionMatch: true,
      postalCodeMatch: true,
    });
    expect(signal(r, 'phoneCarrier')?.value).toBe('Sandbox Wireless');
    expect(signal(r, 'phoneLineType')?.value).toBe('Mobile');
  });
});

describe('evaluateRisk: shape B extras', () => {
  it('echoes the counterparty unchanged', () => {
    const counterparty = { id: 'cp-1', type: 'wallet' };
    const r = respond({ request: { ...lowRiskRequestB(), counterparty } });
    expect(r.counterparty).toEqual(counterparty);
    expect(respond({ request: lowRiskRequestB() }).counterparty).toBeUndefined();
  });
});
