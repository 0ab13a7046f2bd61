import { describe, expect, it } from 'vitest';
import { bankLinkRequestSchema } from '../slices/ach/api/bankLink.js';
import { cardTokenRequestSchema, cardTokenSchema } from '../slices/card/api/cardToken.js';
import { checkoutSessionSchema, orderStateSchema, transitionSchema } from './checkout.js';
import { buyerSchema } from './checkoutBuyer.js';
import { confirmRequestSchema, quoteRequestSchema } from './checkoutPayment.js';
import { EXAMPLE_BUYER } from './exampleData.js';
import { checkoutSession, orderState, UUID_1 } from './testing/fixtures.js';
import { failingPaths } from './testing/schemaCheck.js';

const buyer = { ...EXAMPLE_BUYER, phone: '+19912345678' };
const card = { number: '4659105569051157', expMonth: 12, expYear: 2030, cvc: '123' };

describe('widget protocol schemas', () => {
  it('a session: http(s) card frame URL, date-time expiry, non-empty enabled methods', () => {
    const paths = (patch: Record<string, unknown>) =>
      failingPaths(checkoutSessionSchema, { ...checkoutSession(), ...patch });
    expect(paths({})).toEqual([]);
    expect(paths({ cardFrameUrl: 'javascript:alert(1)' })).toEqual(['cardFrameUrl']);
    expect(paths({ expiresAt: '2026-11-22' })).toEqual(['expiresAt']);
    expect(paths({ now: undefined, maxExpiresAt: 'soon' })).toEqual(['now', 'maxExpiresAt']);
    expect(paths({ paymentMethods: { enabled: [], default: 'ach' } })).toEqual([
      'paymentMethods.enabled',
    ]);
  });

  it('an order state: transitions numbered from 1, attemptsLeft a whole number from 0', () => {
    const transition = { sequence: 1, from: null, to: 'Draft', at: '2026-11-22T10:00:00Z' };
    expect(failingPaths(transitionSchema, transition)).toEqual([]);
    expect(failingPaths(transitionSchema, { ...transition, sequence: 0 })).toEqual(['sequence']);
    expect(failingPaths(transitionSchema, { ...transition, to: 'Shipped' })).toEqual(['to']);
    expect(failingPaths(orderStateSchema, orderState())).toEqual([]);
    expect(failingPaths(orderStateSchema, { ...orderState(), attemptsLeft: -1 })).toEqual([
      'attemptsLeft',
    ]);
    expect(failingPaths(orderStateSchema, { ...orderState(), attemptsLeft: 0.5 })).toEqual([
      'attemptsLeft',
    ]);
  });

  it('a quote request: 2-letter country, known payment method type', () => {
    expect(
      failingPaths(quoteRequestSchema, {
        address: { countryCode: 'US' },
        paymentMethodType: 'ach',
      }),
    ).toEqual([]);
    expect(
      failingPaths(quoteRequestSchema, {
        address: { countryCode: 'USA' },
        paymentMethodType: 'ach',
      }),
    ).toEqual(['address.countryCode']);
    expect(
      failingPaths(quoteRequestSchema, {
        address: { countryCode: 'US' },
        paymentMethodType: 'card',
      }),
    ).toEqual(['paymentMethodType']);
  });

  it.each([
    ['number', '41111111111'],
    ['number', '4'.repeat(20)],
    ['number', '4659 1055 6905 1157'],
    ['expMonth', 0],
    ['expMonth', 13],
    ['expYear', 1999],
    ['cvc', '12'],
    ['cvc', '12345'],
  ])('a card with %s %j is refused', (field, value) => {
    expect(failingPaths(cardTokenRequestSchema, { ...card, [field]: value })).toEqual([field]);
  });

  it('a card of 12 to 19 digits with a 3 or 4 digit cvc is accepted', () => {
    expect(
      failingPaths(cardTokenRequestSchema, { ...card, number: '4'.repeat(12), cvc: '1234' }),
    ).toEqual([]);
    expect(failingPaths(cardTokenRequestSchema, { ...card, number: '4'.repeat(19) })).toEqual([]);
  });

  it('a card token answer names brand and last 4 digits only', () => {
    const token = { cardToken: 'ct', brand: 'visa', last4: '1157', paymentMethodType: 'us_debit' };
    expect(failingPaths(cardTokenSchema, token)).toEqual([]);
    expect(failingPaths(cardTokenSchema, { ...token, last4: '11570' })).toEqual(['last4']);
    expect(failingPaths(cardTokenSchema, { ...token, brand: 'diners' })).toEqual(['brand']);
  });

  it('a bank login names a known aggregator', () => {
    expect(
      failingPaths(bankLinkRequestSchema, { aggregator: 'plaid', username: 'u', password: 'p' }),
    ).toEqual([]);
    expect(
      failingPaths(bankLinkRequestSchema, { aggregator: 'mx', username: 'u', password: 'p' }),
    ).toEqual(['aggregator']);
  });

  it('a buyer needs every identity field, a valid email, phone and birth date', () => {
    expect(failingPaths(buyerSchema, buyer)).toEqual([]);
    for (const [field, value] of [
      ['firstName', ''],
      ['dateOfBirth', '1990-02-30'],
      ['emailAddress', 'x'],
      ['phone', '123'],
    ] as const) {
      expect(failingPaths(buyerSchema, { ...buyer, [field]: value })).toEqual([field]);
    }
  });

  it('confirm pays by card token or by a bank account uuid', () => {
    const paths = (payment: unknown) => failingPaths(confirmRequestSchema, { buyer, payment });
    expect(paths({ type: 'card', cardToken: 'ct' })).toEqual([]);
    expect(paths({ type: 'ach', bankAccountId: UUID_1 })).toEqual([]);
    expect(paths({ type: 'ach', bankAccountId: 'ba-1' })).not.toEqual([]);
    expect(paths({ type: 'paypal' })).not.toEqual([]);
  });
});
