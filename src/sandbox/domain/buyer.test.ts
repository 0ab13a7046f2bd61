import { describe, expect, it } from 'vitest';
import { buyer } from '../testing/fixtures.js';
import { ageOn, buyerIssues } from './buyer.js';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('ageOn', () => {
  it('counts whole years in UTC, birthdays included', () => {
    expect(ageOn('2008-11-22', NOW)).toBe(18);
    expect(ageOn('2008-11-23', NOW)).toBe(17);
    expect(ageOn('2008-12-01', NOW)).toBe(17);
    expect(ageOn('1990-01-01', NOW)).toBe(36);
  });

  it('refuses dates that do not exist', () => {
    expect(ageOn('2001-02-29', NOW)).toBeUndefined();
    expect(ageOn('2000-02-29', NOW)).toBe(26);
    expect(ageOn('not a date', NOW)).toBeUndefined();
  });
});

describe('buyerIssues', () => {
  it('accepts an adult at a street address', () => {
    expect(buyerIssues(buyer(), NOW)).toEqual([]);
  });

  it('names the birth date of a minor, and of a future birth', () => {
    expect(buyerIssues(buyer({ dateOfBirth: '2008-11-23' }), NOW)).toEqual([
      { path: 'buyer.dateOfBirth', message: 'buyer must be 18 or older' },
    ]);
    expect(buyerIssues(buyer({ dateOfBirth: '2030-01-01' }), NOW)[0]?.path).toBe(
      'buyer.dateOfBirth',
    );
  });

  it('refuses PO boxes in either street line', () => {
    const b = buyer();
    const box = { ...b, address: { ...b.address, street1: 'P.O. Box 12' } };
    expect(buyerIssues(box, NOW).map((i) => i.path)).toEqual(['buyer.address.street1']);
    const box2 = { ...b, address: { ...b.address, street2: 'po box 9' } };
    expect(buyerIssues(box2, NOW).map((i) => i.path)).toEqual(['buyer.address.street2']);
    const fine = { ...b, address: { ...b.address, street1: '12 Boxwood Lane' } };
    expect(buyerIssues(fine, NOW)).toEqual([]);
  });
});
