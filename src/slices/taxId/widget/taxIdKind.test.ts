import { describe, expect, it } from 'vitest';
import { TAX_ID_FRAME } from './taxIdKind.js';

// The tax-id frame's answer, `taxIdTokenized`, as its fields reach the widget.
const answer = {
  type: 'taxIdTokenized',
  requestId: 'r1',
  taxIdToken: 'tid_abcdefghij0123456789',
  last4: '6789',
};

describe('the tax-id frame kind reads its answer', () => {
  it('takes the token and the last 4, and nothing else', () => {
    expect(TAX_ID_FRAME.token(answer)).toEqual({ taxIdToken: answer.taxIdToken, last4: '6789' });
    const longest = { ...answer, taxIdToken: `tid_${'A'.repeat(64)}` };
    expect(TAX_ID_FRAME.token(longest)).toEqual({ taxIdToken: longest.taxIdToken, last4: '6789' });
  });

  it.each([
    ['no token', { ...answer, taxIdToken: undefined }],
    ['a card token', { ...answer, taxIdToken: 'ct_1' }],
    ['a short token', { ...answer, taxIdToken: 'tid_abc' }],
    ['a huge token', { ...answer, taxIdToken: `tid_${'a'.repeat(65)}` }],
    ['a token with other characters', { ...answer, taxIdToken: 'tid_abcdefgh-0123456789' }],
    ['a token on two lines', { ...answer, taxIdToken: 'tid_abcdefghij0123456789\n' }],
    ['a numeric last4', { ...answer, last4: 6789 }],
    ['a last4 of 3 digits', { ...answer, last4: '789' }],
    ['a last4 of 5 digits', { ...answer, last4: '56789' }],
    ['a last4 with letters', { ...answer, last4: '67a9' }],
    ['the whole number', { ...answer, last4: '123456789' }],
  ])('refuses one with %s', (_, fields) => {
    expect(TAX_ID_FRAME.token(fields)).toBeUndefined();
  });
});
