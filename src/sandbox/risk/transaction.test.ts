import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RISK_LEVELS } from '../../api/customers.js';
import { assess } from './assessment.js';
import { lowRiskSubject, NOW, SESSION_KEY } from './testSubjects.js';
import { HOLD_HOURS, indemnify, MEDIUM_INSTANT_LIMIT, transactionRisk } from './transaction.js';

describe('indemnify', () => {
  it('approves low in full, holds part of medium, all of high, declines very_high', () => {
    expect(indemnify('low', 2500, 'C')).toEqual({
      decision: 'approve',
      instantLimit: 2500,
      holdAmount: 0,
      verificationCode: 'C',
      holdTime: 0,
    });
    expect(indemnify('medium', 2500, 'C')).toMatchObject({
      decision: 'approve',
      instantLimit: MEDIUM_INSTANT_LIMIT,
      holdAmount: 1500,
      holdTime: HOLD_HOURS.medium,
    });
    expect(indemnify('medium', 800, 'C')).toMatchObject({
      instantLimit: 800,
      holdAmount: 0,
      holdTime: 0,
    });
    expect(indemnify('high', 2500, 'C')).toMatchObject({
      decision: 'hold',
      instantLimit: 0,
      holdAmount: 2500,
      holdTime: HOLD_HOURS.high,
    });
    expect(indemnify('very_high', 2500, 'C')).toMatchObject({
      decision: 'decline',
      instantLimit: 0,
      holdAmount: 0,
    });
  });

  it('splits any amount into released + held parts that add up, none negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RISK_LEVELS),
        fc.double({ min: -1e6, max: 1e9, noNaN: true }),
        (level, amount) => {
          const i = indemnify(level, amount, 'C');
          expect(i.instantLimit).toBeGreaterThanOrEqual(0);
          expect(i.holdAmount).toBeGreaterThanOrEqual(0);
          expect(i.holdTime).toBeGreaterThanOrEqual(0);
          const total = Math.max(0, amount);
          if (level !== 'very_high') {
            expect((i.instantLimit ?? 0) + (i.holdAmount ?? 0)).toBeCloseTo(total, 6);
          }
          expect(i.holdTime === 0).toBe((i.holdAmount ?? 0) === 0);
        },
      ),
    );
  });
});

describe('transactionRisk', () => {
  const run = (change: (s: ReturnType<typeof lowRiskSubject>) => void = () => {}) => {
    const subject = lowRiskSubject();
    change(subject);
    const assessment = assess({ subject, checkpoints: ['customer'], now: NOW });
    return transactionRisk(assessment, SESSION_KEY);
  };

  it('is low with a code tied to session, transaction and amount', () => {
    const t = run();
    expect(t).toMatchObject({ level: 'low', amlLevel: 'low' });
    expect(t?.indemnification?.verificationCode).toMatch(/^[0-9A-F]{10}$/);
    expect(run()?.indemnification?.verificationCode).toBe(t?.indemnification?.verificationCode);
    const other = run((s) => {
      s.transaction = { ...s.transaction, amount: 501 };
    });
    expect(other?.indemnification?.verificationCode).not.toBe(t?.indemnification?.verificationCode);
  });

  it('is absent without a transaction', () => {
    expect(run((s) => (s.transaction = undefined))).toBeUndefined();
  });

  it('puts a sanctioned name at very_high AML risk, whatever the amount', () => {
    const t = run((s) => {
      s.firstName = 'Ofac';
      s.lastName = 'Match';
      s.personalInfo = undefined;
    });
    expect(t).toMatchObject({ level: 'low', amlLevel: 'very_high' });
    expect(t?.indemnification?.decision).toBe('decline');
  });

  it('rates amount and bank rules whether or not their checkpoints ran', () => {
    const t = run((s) => {
      s.transaction = { ...s.transaction, amount: 6_000 };
    });
    // 90 (over 5,000) and 95 (balance 1,000 below 6,000): 750 points.
    expect(t).toMatchObject({ level: 'very_high', amlLevel: 'low' });
    expect(t?.indemnification).toMatchObject({ decision: 'approve', instantLimit: 6_000 });
  });
});
