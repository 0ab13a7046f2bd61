import { describe, expect, it } from 'vitest';
import { counted } from '../../api/text.js';
import { overrideProblems } from './overrideProblems.js';

describe('overrideProblems', () => {
  const english = {
    main: {
      buttons: { back: 'Back', pay: 'Pay {amount}' },
      errors: {
        wait: 'Wait {count} seconds.',
        tries: counted({ one: 'one try', other: '{count} tries' }),
      },
    },
  };

  it('accepts any subset of the catalog with the same placeholders or fewer', () => {
    expect(overrideProblems({ main: { buttons: { back: 'Zurück' } } }, english)).toEqual([]);
    expect(overrideProblems({ main: { buttons: { pay: 'Buy now' } } }, english)).toEqual([]);
    expect(overrideProblems({ main: { buttons: { pay: 'Buy for {amount}' } } }, english)).toEqual(
      [],
    );
  });

  it('accepts plural forms where the text counts, and a plain template there too', () => {
    const forms = { one: 'Wait a second.', other: 'Wait {count} seconds.' };
    expect(
      overrideProblems({ main: { errors: { wait: forms, tries: 'Tries: {count}' } } }, english),
    ).toEqual([]);
  });

  it('names an unknown key, a wrong type and a placeholder the checkout does not fill', () => {
    expect(
      overrideProblems(
        {
          main: {
            buttons: { bak: 'x', back: 1, pay: 'Pay {amout}' },
            errors: { tries: { one: 'x' } },
          },
          other: {},
        },
        english,
      ),
    ).toEqual([
      'strings.main.buttons.bak is not a text of the checkout: check the key against the catalog.',
      'strings.main.buttons.back must be a string.',
      'strings.main.buttons.pay uses {amout}, which the checkout does not fill: use {amount}.',
      "strings.main.errors.tries must be a string, or plural forms such as { one: '{count} item', other: '{count} items' }.",
      'strings.other is not a text of the checkout: check the key against the catalog.',
    ]);
  });

  it('refuses plural forms where the text does not count, and placeholders where it has none', () => {
    expect(
      overrideProblems(
        { main: { buttons: { back: { one: 'a', other: 'b' }, pay: 'Pay {amount}' } } },
        english,
      ),
    ).toEqual(['strings.main.buttons.back must be a string.']);
    expect(overrideProblems({ main: { buttons: { back: 'Back to {step}' } } }, english)).toEqual([
      'strings.main.buttons.back uses {step}, but this text has no values: write it without placeholders.',
    ]);
  });

  it('refuses what is not an object of texts', () => {
    expect(overrideProblems('Zurück', english)).toEqual([
      'strings must be an object of texts, e.g. { main: { … } }.',
    ]);
  });
});
