import { describe, expect, it } from 'vitest';
import { readPayer } from './walletMessages.js';

describe("the wallet payer's details, as the buyer form holds them", () => {
  it('splits the name into the first word and the rest, and keeps a valid email and phone', () => {
    const payer = {
      name: ' Ada  King Lovelace ',
      email: 'ada@example.com',
      phone: '+1 990 555 0100',
    };
    expect(readPayer(payer)).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      emailAddress: 'ada@example.com',
      phone: '+1 990 555 0100',
    });
  });

  it('takes a one-word name as the first name only, so the form asks for the last', () => {
    expect(readPayer({ name: 'Ada' })).toEqual({ firstName: 'Ada' });
  });

  it.each([
    ['a number', { name: 42, email: 7, phone: true }],
    ['blank text', { name: '   ', email: '', phone: ' ' }],
    ['control characters', { name: 'Ada\u0000Lovelace', phone: '+1 990\u0007555 0100' }],
    ['an email and a phone not in the form’s formats', { email: 'ada@', phone: '555 0100' }],
  ])('ignores %s', (_, payer) => {
    const read = readPayer(payer);
    expect(read.firstName ?? read.lastName ?? read.emailAddress ?? read.phone).toBeUndefined();
  });

  it('ignores what is longer than the frame sends (200, and 30 for a phone)', () => {
    const long = 'a'.repeat(201);
    const read = readPayer({
      name: `Ada ${long}`,
      email: `${'a'.repeat(190)}@example.com`,
      phone: `+1 990 555 0100${' '.repeat(16)}`,
    });
    expect(read).toEqual({});
    // At the bound it is kept.
    expect(readPayer({ name: `Ada ${'b'.repeat(196)}` }).lastName).toHaveLength(196);
  });

  it.each([undefined, null, 'Ada', ['Ada'], 5])('reads no payer from %j', (payer) => {
    expect(readPayer(payer)).toEqual({});
  });
});
