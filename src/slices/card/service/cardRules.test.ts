import { describe, expect, it } from 'vitest';
import { TEST_CARD_NUMBERS } from '../api/testCards.js';
import { cardBrand, cardExpired, classifyCard, luhnValid, TEST_CARDS } from './cardRules.js';

describe('cards', () => {
  it('accepts every test card and rejects a changed digit', () => {
    for (const number of Object.keys(TEST_CARDS)) {
      expect(luhnValid(number), number).toBe(true);
      const changed = number.slice(0, -1) + String((Number(number.at(-1)) + 1) % 10);
      expect(luhnValid(changed)).toBe(false);
    }
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('gives every named test card a row, and names every row', () => {
    expect(Object.keys(TEST_CARDS).sort()).toEqual(Object.values(TEST_CARD_NUMBERS).sort());
  });

  it('tells the brand from the BIN', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('6500000000000002')).toBe('discover');
    expect(cardBrand('3566002020360505')).toBe('unknown');
  });

  it('classifies test cards by their row and any other card as an approved US credit card', () => {
    expect(classifyCard('4659105569051157')).toEqual({
      paymentMethodType: 'us_debit',
      outcome: 'approve',
    });
    expect(classifyCard('4010056200000018').paymentMethodType).toBe('international_credit');
    expect(classifyCard('4000000000000002').outcome).toBe('card_declined');
    expect(classifyCard('4000000000009995').outcome).toBe('insufficient_funds');
    expect(classifyCard('5555555555554444')).toEqual({
      paymentMethodType: 'us_credit',
      outcome: 'approve',
    });
  });

  it('gives each 3-D Secure test card its authentication', () => {
    expect(classifyCard('4000002700000001').authentication).toBe('frictionless');
    expect(classifyCard('4000002700000019').authentication).toBe('challenge');
    expect(classifyCard('4000002700000027').authentication).toBe('challenge_otp');
    expect(classifyCard('4000002700000035').authentication).toBe('unavailable');
    expect(classifyCard('4000002700000043')).toMatchObject({
      outcome: 'card_declined',
      authentication: 'challenge',
    });
    expect(classifyCard('4242424242424242').authentication).toBeUndefined();
  });

  it('keeps a card valid through its expiry month', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(cardExpired({ expMonth: 11, expYear: 2026 }, now)).toBe(false);
    expect(cardExpired({ expMonth: 10, expYear: 2026 }, now)).toBe(true);
    expect(cardExpired({ expMonth: 12, expYear: 2025 }, now)).toBe(true);
    expect(cardExpired({ expMonth: 1, expYear: 2027 }, now)).toBe(false);
  });
});
