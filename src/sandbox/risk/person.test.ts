import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn as ageInYears } from '../../api/buyerRules.js';
import {
  disagreesWithThirdParty,
  isBirthDateInFuture,
  isNewCustomer,
  isSanctionedName,
  NEW_CUSTOMER_MS,
  SANCTIONED_TEST_NAMES,
} from './person.js';
import { lowRiskSubject, NOW } from './testSubjects.js';

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('ageInYears', () => {
  it('counts a year only once the birthday has come (UTC)', () => {
    const now = new Date('2026-11-22T23:59:59Z');
    expect(ageInYears('2008-11-22', now)).toBe(18);
    expect(ageInYears('2008-11-23', now)).toBe(17);
    expect(ageInYears('2008-12-01', now)).toBe(17);
    expect(ageInYears('2000-02-29', new Date('2026-02-28T00:00:00Z'))).toBe(25);
    expect(ageInYears('2000-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(26);
    expect(ageInYears('not a date', now)).toBeUndefined();
  });

  it('is 18 exactly from the 18th birthday on, and 17 the day before', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2090-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          // On 29 February, 18 years back is not a date; the fixed cases above cover it.
          fc.pre(!(now.getUTCMonth() === 1 && now.getUTCDate() === 29));
          const birthday = new Date(now);
          birthday.setUTCFullYear(now.getUTCFullYear() - 18);
          expect(ageInYears(iso(birthday), now)).toBe(18);
          const dayAfter = new Date(birthday.getTime() + 86_400_000);
          expect(ageInYears(iso(dayAfter), now)).toBe(17);
        },
      ),
    );
  });

  it('knows future birth dates', () => {
    expect(isBirthDateInFuture('2026-11-23', NOW)).toBe(true);
    expect(isBirthDateInFuture('2026-11-22', NOW)).toBe(false);
  });
});

describe('isSanctionedName', () => {
  it.each(SANCTIONED_TEST_NAMES.map(([f, l]) => [f, l]))('lists %s %s', (first, last) => {
    expect(isSanctionedName(first, last)).toBe(true);
  });

  it('folds case, accents and spaces, and needs both names', () => {
    expect(isSanctionedName('  SANCTIONED ', 'pérson')).toBe(true);
    expect(isSanctionedName('Sanctioned', 'Persona')).toBe(false);
    expect(isSanctionedName('Person', 'Sanctioned')).toBe(false);
  });
});

describe('third-party verification and customer age', () => {
  it('disagrees only on facts both sides state', () => {
    const s = lowRiskSubject();
    expect(disagreesWithThirdParty(s)).toBe(false);
    s.personalInfo = [{ source: 'phone_verification', dateOfBirth: '1990-12-11' }];
    expect(disagreesWithThirdParty(s)).toBe(true);
    s.personalInfo = [{ source: 'phone_verification', firstName: 'ADA' }];
    expect(disagreesWithThirdParty(s)).toBe(false);
    s.firstName = undefined;
    s.personalInfo = [{ source: 'phone_verification', firstName: 'Bob' }];
    expect(disagreesWithThirdParty(s)).toBe(false);
  });

  it('is new for 24 hours after creation, never before it', () => {
    const s = lowRiskSubject();
    for (const [ago, expected] of [
      [0, true],
      [NEW_CUSTOMER_MS - 1, true],
      [NEW_CUSTOMER_MS, false],
      [-1000, false],
    ] as const) {
      s.createdAtMillis = NOW.getTime() - ago;
      expect(isNewCustomer(s, NOW)).toBe(expected);
    }
    s.createdAtMillis = undefined;
    expect(isNewCustomer(s, NOW)).toBe(false);
  });
});
