import { describe, expect, it } from 'vitest';
import { PSEUDO_GROWTH, pseudoLocalize, pseudoText } from './pseudoLocale.js';
import { counted, fill, isCounted } from './text.js';

describe('pseudoText', () => {
  it.each(['Pay', 'Continue', 'Enter the card number.', 'The card has expired. Use another card.'])(
    'makes %j at least 40 %% longer, accented, between brackets',
    (text) => {
      const pseudo = pseudoText(text);
      expect(pseudo.length - 2).toBeGreaterThanOrEqual(text.length * (1 + PSEUDO_GROWTH));
      expect(pseudo.startsWith('⟦') && pseudo.endsWith('⟧')).toBe(true);
      expect(pseudo).not.toContain(text);
    },
  );

  it('keeps placeholders and leaves an empty text empty', () => {
    expect(pseudoText('This number {reason}.')).toContain('{reason}');
    expect(pseudoText('')).toBe('');
  });
});

describe('pseudoLocalize', () => {
  it('maps every text of a catalog, nested and counted, keeping its shape', () => {
    const catalog = {
      a: 'Back',
      nested: { b: 'Next' },
      items: counted({ one: '{count} item', other: '{count} items' }),
    };
    const pseudo = pseudoLocalize(catalog);
    expect(Object.keys(pseudo)).toEqual(['a', 'nested', 'items']);
    expect(pseudo.a).toBe(pseudoText('Back'));
    expect(pseudo.nested.b).toBe(pseudoText('Next'));
    expect(isCounted(pseudo.items)).toBe(true);
    expect(fill(pseudo.items, { count: 3 })).toBe(fill(pseudoText('{count} items'), { count: 3 }));
  });
});
