import { describe, expect, it } from 'vitest';
import { fill, lookup } from './fill.js';

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

describe('lookup', () => {
  const catalog = { card: { errors: { numberMissing: 'Enter the card number.' } } };

  it('finds a text by its key path', () => {
    expect(lookup(catalog, 'card.errors.numberMissing')).toBe('Enter the card number.');
  });

  it('answers undefined for a missing key, a section, or an inherited name', () => {
    expect(lookup(catalog, 'card.errors.nope')).toBeUndefined();
    expect(lookup(catalog, 'card.errors')).toBeUndefined();
    expect(lookup(catalog, 'card.constructor')).toBeUndefined();
    expect(lookup(undefined, 'card')).toBeUndefined();
  });
});
