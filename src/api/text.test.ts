import { describe, expect, it } from 'vitest';
import { counted, fill, isCounted, placeholdersOf } from './text.js';

describe('fill', () => {
  it('puts each value in its placeholder, as often as it appears', () => {
    expect(fill('The {service} service answered {status}.', { service: 'card', status: 502 })).toBe(
      'The card service answered 502.',
    );
    expect(fill('{n}×{n}', { n: 3 })).toBe('3×3');
  });

  it('leaves a text without placeholders, and a placeholder without a value, as they are', () => {
    expect(fill('Enter the card number.')).toBe('Enter the card number.');
    expect(fill('This number {reason}.', {})).toBe('This number {reason}.');
  });

  it('inserts values literally, never as patterns', () => {
    expect(fill('This number {reason}.', { reason: "$& $1 $' {reason}" })).toBe(
      "This number $& $1 $' {reason}.",
    );
  });

  it('reads only the values given, not what objects inherit', () => {
    expect(fill('{toString}', {})).toBe('{toString}');
  });
});

describe('a counted text', () => {
  const tries = counted({ one: '{count} try left.', other: '{count} tries left.' });
  const arabic = counted({
    zero: 'zero',
    one: 'one',
    two: 'two',
    few: 'few {count}',
    many: 'many {count}',
    other: 'other {count}',
  });

  it("takes the form the locale's plural rules choose for the count", () => {
    expect(fill(tries, { count: 1 })).toBe('1 try left.');
    expect(fill(tries, { count: 2 })).toBe('2 tries left.');
    expect(fill(tries, { count: 0 })).toBe('0 tries left.');
    expect([0, 1, 2, 3, 11, 100].map((count) => fill(arabic, { count }, 'ar'))).toEqual([
      'zero',
      'one',
      'two',
      'few 3',
      'many 11',
      'other 100',
    ]);
  });

  it('falls back to other for a category the text lacks, and for a missing count', () => {
    expect(fill(tries, { count: 2 }, 'ar')).toBe('2 tries left.');
    expect(fill(counted({ other: '{count} left' }), { count: 1 }, 'ja')).toBe('1 left');
    expect(fill(tries)).toBe('{count} tries left.');
  });
});

describe('isCounted', () => {
  it('knows plural forms from a group of texts', () => {
    expect(isCounted({ one: 'a', other: 'b' })).toBe(true);
    expect(isCounted({ other: 'b' })).toBe(true);
    expect(isCounted({ US: 'a', other: 'b' })).toBe(false);
    expect(isCounted({ one: 'a' })).toBe(false);
    expect(isCounted({ one: 1, other: 'b' })).toBe(false);
    expect(isCounted(['other'])).toBe(false);
    expect(isCounted('other')).toBe(false);
  });
});

describe('placeholdersOf', () => {
  it('names each placeholder once, in order', () => {
    expect(placeholdersOf('{a} and {b} and {a}, not { c }')).toEqual(['a', 'b']);
  });
});
