import { describe, expect, it } from 'vitest';
import { lookup } from './lookup.js';

describe('lookup', () => {
  const catalog = {
    card: { errors: { numberMissing: 'Enter the card number.' } },
    tries: { one: '{count} try left.', other: '{count} tries left.' },
  };

  it('finds a text by its key path', () => {
    expect(lookup(catalog, 'card.errors.numberMissing')).toBe('Enter the card number.');
  });

  it('leaves a counted text to the service, which knows its count', () => {
    expect(lookup(catalog, 'tries')).toBeUndefined();
  });

  it('answers undefined for a missing key, a section, or an inherited name', () => {
    expect(lookup(catalog, 'card.errors.nope')).toBeUndefined();
    expect(lookup(catalog, 'card.errors')).toBeUndefined();
    expect(lookup(catalog, 'card.constructor')).toBeUndefined();
    expect(lookup(undefined, 'card')).toBeUndefined();
  });
});
