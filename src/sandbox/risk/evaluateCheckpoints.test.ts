import { describe, expect, it } from 'vitest';
import { type RiskRequestB, type RiskResponse, riskResponseSchema } from '../../api/customers.js';
import { buyerRiskLevel, evaluateRisk } from './evaluate.js';
import { buyer, deviceWith, lowRiskRequestA, lowRiskRequestB, NOW } from './testSubjects.js';

type Input = Parameters<typeof evaluateRisk>[0];

function respond(input: Partial<Input> & Pick<Input, 'request'>): RiskResponse {
  const result = evaluateRisk({ now: NOW, ...input });
  if (!result.ok) throw new Error(result.message);
  expect(riskResponseSchema.safeParse(result.response).success).toBe(true);
  return result.response;
}

const names = (r: RiskResponse) => r.checkpointData.map((c) => c.name);
const pasteDevice = () =>
  deviceWith({ fields: [{ name: 'ssn', isLTM: true, numCopyPasteEvents: 2 }] });

describe('evaluateRisk: which checkpoints run', () => {
  it('runs customer only when checkpoints are omitted and there is no device', () => {
    expect(names(respond({ request: lowRiskRequestB() }))).toEqual(['customer']);
    expect(names(respond({ request: { ...lowRiskRequestB(), checkpoints: [] } }))).toEqual([
      'customer',
    ]);
  });

  it('adds device when the session has device data, and reports the device', () => {
    const device = pasteDevice();
    const r = respond({ request: lowRiskRequestB(), device });
    expect(names(r)).toEqual(['customer', 'device']);
    expect(r.device?.id).toBe(device.id);
    expect(r.device?.level).toBe('medium');
    expect(r.level).toBe('medium');
    expect(r.customer.level).toBe('low');
    expect(r.customer.reasonCodes).toEqual(['BBCP', 'PNA']);
    expect(r.rules.map((rule) => rule.id)).toEqual([60]);
  });

  it('ignores the device when the listed checkpoints leave it out', () => {
    const r = respond({
      request: { ...lowRiskRequestB(), checkpoints: ['customer'] },
      device: pasteDevice(),
    });
    expect(names(r)).toEqual(['customer']);
    expect(r.device).toBeUndefined();
    expect(r.level).toBe('low');
    expect(r.customer.reasonCodes).not.toContain('BBCP');
  });

  it('runs a listed device checkpoint without data as low, with no device object', () => {
    const r = respond({ request: { ...lowRiskRequestB(), checkpoints: ['customer', 'device'] } });
    expect(names(r)).toEqual(['customer', 'device']);
    expect(r.device).toBeUndefined();
    expect(r.level).toBe('low');
  });

  it('runs every checkpoint once, in catalogue order', () => {
    const all = ['ach', 'payment', 'aml_bank', 'aml', 'login', 'onboarding', 'device', 'customer'];
    const r = respond({ request: { ...lowRiskRequestB(), checkpoints: [...all, 'aml'] } });
    expect(names(r)).toEqual([...all].reverse());
    expect(r.checkpointData.every((c) => c.type === 'weighted_max')).toBe(true);
  });

  it('refuses unknown names, each once, and says which (422)', () => {
    const result = evaluateRisk({
      request: { ...lowRiskRequestB(), checkpoints: ['customer', 'kyc', 'Device', 'kyc'] },
      now: NOW,
    });
    expect(result).toMatchObject({
      ok: false,
      unknownCheckpoints: ['kyc', 'Device'],
      missingCheckpoints: [],
    });
    expect(!result.ok && result.message).toContain('unknown checkpoints: kyc, Device');
  });

  it('refuses other checkpoints listed without customer (422)', () => {
    const result = evaluateRisk({
      request: { ...lowRiskRequestB(), checkpoints: ['device'] },
      now: NOW,
    });
    expect(result).toMatchObject({
      ok: false,
      unknownCheckpoints: [],
      missingCheckpoints: ['customer'],
    });
  });
});

describe('evaluateRisk: flow checkpoints count only when run', () => {
  const requestA = () => {
    const r = lowRiskRequestA();
    r.customer.transaction.amount = 12_000; // 80 (aml), 90 (payment), 95 (ach: balance 1,000)
    r.customer.transaction.paymentMethod.bank.balanceCurrencyCode = 'EUR'; // 85 (aml_bank)
    r.customer.createdAtMills = NOW.getTime() - 60_000; // 40, and 70 (onboarding) with the next
    r.customer.isEmailVerified = false; // 12, and 75 (login) with the next
    r.customer.isPhoneVerified = false; // 20
    return r;
  };
  /** The same person and transaction in shape B, which can list checkpoints. */
  const requestB = (checkpoints: string[]): RiskRequestB => {
    const { customer } = requestA();
    const { transaction, createdAtMills, taxId: _t, personalInfo: _p, ...rest } = customer;
    return {
      flow: { name: 'payment' },
      sessionKey: 'session-2',
      customer: { ...rest, createdAtMillis: createdAtMills },
      transaction: { ...transaction },
      checkpoints,
    };
  };

  it('shape A runs customer only: the transaction is reported, not decided on', () => {
    const r = respond({ request: requestA() });
    expect(r.rules.map((rule) => rule.id)).toEqual([12, 20, 40]);
    expect(r.customer.score).toBe(600);
    expect(r.level).toBe('high');
    expect(r.transaction).toMatchObject({ level: 'very_high', amlLevel: 'very_high' });
    expect(r.transaction?.indemnification).toMatchObject({ decision: 'hold', holdAmount: 12_000 });
  });

  it('shape B with customer only decides as shape A does', () => {
    const r = respond({ request: requestB(['customer']) });
    expect(r.rules.map((rule) => rule.id)).toEqual([12, 20, 40]);
    expect(r.level).toBe('high');
    expect(r.customer.signals.find((s) => s.key === 'bankLevel')?.value).toBe('very_high');
  });

  it.each([
    ['onboarding', 70],
    ['login', 75],
    ['aml', 80],
    ['aml_bank', 85],
    ['payment', 90],
    ['ach', 95],
  ] as const)('shape B with %s adds rule %i', (checkpoint, id) => {
    const r = respond({ request: requestB(['customer', checkpoint]) });
    expect(r.rules.map((rule) => rule.id)).toEqual([12, 20, 40, id]);
    expect(r.checkpointData.map((c) => c.name)).toEqual(['customer', checkpoint]);
    // The customer checkpoint alone is high; no flow rule lowers the weighted max.
    expect(['high', 'very_high']).toContain(r.level);
  });

  it('the weighted max takes the highest checkpoint level', () => {
    const request = lowRiskRequestB();
    request.transaction = { amount: 12_000, currencyCode: 'USD' };
    const customerOnly = respond({ request: { ...request, checkpoints: ['customer'] } });
    expect(customerOnly.level).toBe('low');
    const withAml = respond({ request: { ...request, checkpoints: ['customer', 'aml'] } });
    expect(withAml.customer.level).toBe('low');
    expect(withAml.level).toBe('high');
    const withBoth = respond({
      request: { ...request, checkpoints: ['customer', 'aml', 'payment'] },
    });
    // Two checkpoints at high and medium: the max, not the sum, so still high.
    expect(withBoth.level).toBe('high');
  });
});

describe('buyerRiskLevel', () => {
  it('is low for a plain buyer and follows the modifiers', () => {
    expect(buyerRiskLevel(buyer(), undefined, NOW)).toBe('low');
    for (const [tag, level] of [
      ['low', 'low'],
      ['medium', 'medium'],
      ['high', 'high'],
      ['very-high', 'very_high'],
    ] as const) {
      const b = { ...buyer(), emailAddress: `ada+${tag}-risk@example.com` };
      expect(buyerRiskLevel(b, undefined, NOW)).toBe(level);
    }
  });

  it('is very_high (RISD at confirm) for minors and sanctioned names', () => {
    expect(buyerRiskLevel({ ...buyer(), dateOfBirth: '2015-05-05' }, undefined, NOW)).toBe(
      'very_high',
    );
    expect(
      buyerRiskLevel({ ...buyer(), firstName: 'Blocked', lastName: 'Entity' }, undefined, NOW),
    ).toBe('very_high');
  });

  it('counts the device checkpoint when device data exists', () => {
    expect(buyerRiskLevel(buyer(), pasteDevice(), NOW)).toBe('medium');
  });

  it('agrees with evaluateRisk for the same person', () => {
    const b = { ...buyer(), emailAddress: 'ada@mailinator.com', phone: '+44 20 7946 0958' };
    const request = lowRiskRequestB();
    request.customer = { id: 'user-1', ...b };
    const device = pasteDevice();
    const r = respond({ request, device });
    expect(r.level).toBe('very_high');
    expect(buyerRiskLevel(b, device, NOW)).toBe(r.level);
  });
});
