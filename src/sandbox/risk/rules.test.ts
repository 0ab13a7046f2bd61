import { describe, expect, it } from 'vitest';
import { TEST_SSNS } from '../../api/ssn.js';
import { RULES, ruleById, ruleCatalogue } from './catalogue.js';
import type { RuleContext } from './rule.js';
import type { RiskSubject } from './subject.js';
import { ANDROID_EMULATOR_UA, DAY_MS, deviceWith, lowRiskSubject, NOW } from './testSubjects.js';

const context = (change: (s: RiskSubject) => void = () => {}): RuleContext => {
  const subject = lowRiskSubject();
  change(subject);
  return { subject, device: deviceWith(), now: NOW };
};

const withDevice = (device: RuleContext['device']): RuleContext => ({
  subject: lowRiskSubject(),
  device,
  now: NOW,
});

const tx = (s: RiskSubject) => s.transaction!;

/** For every rule: a context where it fires and a close one where it does not. */
const CASES: Record<number, { fires: RuleContext; quiet: RuleContext }> = {
  1: { fires: context((s) => (s.emailAddress = 'ada+low-risk@example.com')), quiet: context() },
  2: {
    fires: context((s) => (s.emailAddress = 'ada+medium-risk@example.com')),
    quiet: context((s) => (s.emailAddress = 'ada+low-risk@example.com')),
  },
  3: {
    fires: context((s) => (s.emailAddress = 'ada-high-risk@example.com')),
    quiet: context((s) => (s.emailAddress = 'ada+very-high-risk@example.com')),
  },
  4: {
    fires: context((s) => (s.emailAddress = 'ada+very-high-risk@example.com')),
    quiet: context((s) => (s.emailAddress = 'ada+high-risk@example.com')),
  },
  10: {
    fires: context((s) => (s.emailAddress = 'ada@mailinator.com')),
    quiet: context((s) => (s.emailAddress = 'ada@notmailinator.com')),
  },
  11: {
    fires: context((s) => (s.emailAddress = 'ada+fraud@example.com')),
    quiet: context((s) => (s.emailAddress = 'antifraud@example.com')),
  },
  12: {
    fires: context((s) => (s.isEmailVerified = false)),
    quiet: context((s) => (s.isEmailVerified = undefined)),
  },
  20: {
    fires: context((s) => (s.isPhoneVerified = false)),
    quiet: context((s) => (s.isPhoneVerified = undefined)),
  },
  21: {
    fires: context((s) => (s.phone = '+44 20 7946 0958')),
    quiet: context((s) => (s.phone = '+1 99 555 0100')),
  },
  22: {
    fires: context((s) => (s.phone = '+1 500 555 0100')),
    quiet: context((s) => (s.phone = '+1 501 555 0100')),
  },
  23: {
    fires: context((s) => (s.phone = '+1 99 555 0100')),
    quiet: context((s) => (s.phone = '+1 909 555 0100')),
  },
  24: {
    fires: context(),
    quiet: context((s) => (s.isPhoneVerified = undefined)),
  },
  30: {
    fires: context((s) => (s.dateOfBirth = '2008-11-23')),
    quiet: context((s) => (s.dateOfBirth = '2008-11-22')),
  },
  31: {
    fires: context((s) => (s.dateOfBirth = '2026-11-23')),
    quiet: context((s) => (s.dateOfBirth = '1906-11-22')),
  },
  32: {
    fires: context((s) => {
      s.firstName = ' ofac ';
      s.lastName = 'MÁTCH';
    }),
    quiet: context((s) => {
      s.firstName = 'Ofac';
      s.lastName = 'Matches';
    }),
  },
  33: {
    fires: context((s) => (s.address = { ...s.address, street1: 'P.O. Box 12' })),
    quiet: context((s) => (s.address = { ...s.address, street1: '12 Hippo Box Rd' })),
  },
  34: {
    fires: context((s) => (s.address = { ...s.address, postalCode: '9410' })),
    quiet: context((s) => (s.address = { ...s.address, postalCode: '94105-1234' })),
  },
  35: {
    fires: context((s) => (s.personalInfo = [{ source: 'bank_verification', lastName: 'Byron' }])),
    quiet: context(
      (s) => (s.personalInfo = [{ source: 'bank_verification', lastName: ' lovelace' }]),
    ),
  },
  36: {
    fires: context((s) => (s.taxId = TEST_SSNS.high)),
    quiet: context((s) => (s.taxId = TEST_SSNS.veryHigh)),
  },
  37: {
    fires: context((s) => (s.taxId = TEST_SSNS.veryHigh)),
    quiet: context((s) => (s.taxId = TEST_SSNS.high)),
  },
  38: {
    fires: context((s) => (s.isDocumentVerified = true)),
    quiet: context((s) => (s.isDocumentVerified = false)),
  },
  40: {
    fires: context((s) => (s.createdAtMillis = NOW.getTime() - DAY_MS + 1)),
    quiet: context((s) => (s.createdAtMillis = NOW.getTime() - DAY_MS)),
  },
  50: {
    fires: context((s) => (tx(s).bank = { ...tx(s).bank!, routingNumber: '011401534' })),
    quiet: context((s) => (tx(s).bank = { ...tx(s).bank!, routingNumber: '021000021' })),
  },
  60: {
    fires: withDevice(
      deviceWith({ fields: [{ name: 'email', isLTM: true, numCopyPasteEvents: 1 }] }),
    ),
    quiet: withDevice(
      deviceWith({ fields: [{ name: 'card', isLTM: false, numCopyPasteEvents: 3 }] }),
    ),
  },
  61: {
    fires: withDevice(deviceWith({ pageFieldLTM: { absolute: { numAutoFillEvents: 2 } } })),
    quiet: withDevice(deviceWith({ pageFieldNonLTM: { absolute: { numAutoFillEvents: 2 } } })),
  },
  62: {
    fires: withDevice(deviceWith({ fields: [{ name: 'a', numExpertKeyEvents: 10 }] })),
    quiet: withDevice(deviceWith({ fields: [{ name: 'a', numExpertKeyEvents: 9 }] })),
  },
  63: {
    fires: withDevice(deviceWith(undefined, ANDROID_EMULATOR_UA)),
    quiet: withDevice(undefined),
  },
  70: {
    fires: context((s) => {
      s.createdAtMillis = NOW.getTime() - 60_000;
      s.isPhoneVerified = false;
    }),
    quiet: context((s) => (s.isPhoneVerified = false)),
  },
  75: {
    fires: context((s) => {
      s.isEmailVerified = false;
      s.isPhoneVerified = false;
    }),
    quiet: context((s) => (s.isEmailVerified = false)),
  },
  80: {
    fires: context((s) => (tx(s).amount = 10_000)),
    quiet: context((s) => (tx(s).amount = 9_999.99)),
  },
  85: {
    fires: context((s) => (tx(s).currencyCode = 'EUR')),
    quiet: context((s) => (tx(s).currencyCode = 'usd')),
  },
  90: {
    fires: context((s) => (tx(s).amount = 5_000.01)),
    quiet: context((s) => (tx(s).amount = 5_000)),
  },
  95: {
    fires: context((s) => (tx(s).amount = 1_000.01)),
    quiet: context((s) => (tx(s).amount = 1_000)),
  },
};

describe('rule catalogue', () => {
  it('has unique ids, names and sane points', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    expect(new Set(RULES.map((r) => r.name)).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(rule.points).toBeGreaterThanOrEqual(0);
      expect(rule.points).toBeLessThanOrEqual(1000);
    }
  });

  it('is ordered by id and exposed without predicates', () => {
    const ids = RULES.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ruleCatalogue().every((r) => !('fires' in r))).toBe(true);
    expect(ruleById(32)?.name).toBe('Name on the sandbox sanctions list');
    expect(ruleById(9999)).toBeUndefined();
  });

  it('has a test case for every rule', () => {
    expect(
      Object.keys(CASES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(RULES.map((r) => r.id));
  });

  it('fires no rule for the low-risk person but the record of the verified phone', () => {
    const quiet = context();
    expect(RULES.filter((r) => r.fires(quiet)).map((r) => r.id)).toEqual([24]);
    expect(ruleById(24)).toMatchObject({ points: 0, isAllowlisted: true });
  });

  it.each(RULES.map((rule) => [rule.id, rule.name, rule] as const))(
    'rule %i (%s) fires on its trigger only',
    (id, _name, rule) => {
      const c = CASES[id]!;
      expect(rule.fires(c.fires)).toBe(true);
      expect(rule.fires(c.quiet)).toBe(false);
    },
  );

  it('never fires on unknown facts', () => {
    const unknown: RuleContext = { subject: { customerId: 'x' }, now: NOW };
    expect(RULES.filter((r) => r.fires(unknown))).toEqual([]);
  });
});
