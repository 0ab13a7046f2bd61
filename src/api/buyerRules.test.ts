import { describe, expect, it } from 'vitest';
import { ageOn, isPoBox, MINIMUM_AGE } from './buyerRules.js';

describe('buyer rules', () => {
  it('counts whole years on the UTC calendar', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(ageOn('2008-11-22', now)).toBe(MINIMUM_AGE);
    expect(ageOn('2008-11-23', now)).toBe(MINIMUM_AGE - 1);
    expect(ageOn('2008-11-23', new Date('2026-11-23T00:00:00Z'))).toBe(MINIMUM_AGE);
    expect(ageOn('2027-01-01', now)).toBeLessThan(0);
  });

  it.each(['2001-02-29', '1990-13-01', '1990-1-01', 'not a date', ''])(
    '%j is not a date',
    (value) => {
      expect(ageOn(value, new Date('2026-01-01T00:00:00Z'))).toBeUndefined();
    },
  );

  it.each([
    'PO Box 12',
    'P.O. Box 12',
    'p o box 3',
    'Post Office Box 7',
    'Postfach 10',
    'Apartado Postal 5',
  ])('%j is a PO box', (line) => {
    expect(isPoBox(line)).toBe(true);
  });

  it.each(['1 Main St', 'Boxwood Lane 4', 'Apt 5', 'Post Road 9'])('%j is a street', (line) => {
    expect(isPoBox(line)).toBe(false);
  });
});
