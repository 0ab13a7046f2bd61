import { describe, expect, it } from 'vitest';
import { CARD_FRAME } from './cardKind.js';

// The card frame's answer, `tokenized`, as its fields reach the widget.
const answer = {
  type: 'tokenized',
  requestId: 'r1',
  cardToken: 'ct_1',
  brand: 'visa',
  last4: '1157',
  paymentMethodType: 'us_debit',
};

describe('the card frame kind reads its answer', () => {
  it('takes the token, brand, last 4 and method type, and nothing else', () => {
    const { type: _, requestId: __, ...token } = answer;
    expect(CARD_FRAME.token(answer)).toEqual(token);
  });

  it.each([
    ['no token', { ...answer, cardToken: undefined }],
    ['a numeric last4', { ...answer, last4: 1157 }],
    ['an unknown brand', { ...answer, brand: 'dinersclub' }],
    ['an unknown method type', { ...answer, paymentMethodType: 'cash' }],
  ])('refuses one with %s', (_, fields) => {
    expect(CARD_FRAME.token(fields)).toBeUndefined();
  });
});
