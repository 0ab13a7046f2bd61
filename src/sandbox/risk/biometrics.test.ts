import { describe, expect, it } from 'vitest';
import { biometricFacts } from './biometrics.js';

describe('biometricFacts', () => {
  it('is all zero without data', () => {
    expect(biometricFacts(undefined)).toEqual({
      ltmPasteEvents: 0,
      ltmAutofillEvents: 0,
      expertKeyEvents: 0,
    });
  });

  it('counts paste and autofill in LTM fields only, expert keys in every field', () => {
    const facts = biometricFacts({
      fields: [
        {
          name: 'email',
          isLTM: true,
          numCopyPasteEvents: 1,
          numAutoFillEvents: 2,
          numExpertKeyEvents: 3,
        },
        { name: 'ssn', isLTM: true, numCopyPasteEvents: 1 },
        {
          name: 'card',
          isLTM: false,
          numCopyPasteEvents: 5,
          numAutoFillEvents: 5,
          numExpertKeyEvents: 4,
        },
        { name: 'other', numCopyPasteEvents: 7 },
      ],
    });
    expect(facts).toEqual({ ltmPasteEvents: 2, ltmAutofillEvents: 2, expertKeyEvents: 7 });
  });

  it('uses the page totals when they are larger, so neither form hides events', () => {
    const facts = biometricFacts({
      fields: [{ name: 'email', isLTM: true, numCopyPasteEvents: 1 }],
      pageFieldLTM: {
        absolute: { numCopyPasteEvents: 3, numAutoFillEvents: 1, numExpertKeyEvents: 2 },
      },
      pageFieldNonLTM: { absolute: { numCopyPasteEvents: 9, numExpertKeyEvents: 5 } },
    });
    expect(facts).toEqual({ ltmPasteEvents: 3, ltmAutofillEvents: 1, expertKeyEvents: 7 });
  });

  it('ignores negative and non-finite counts', () => {
    const facts = biometricFacts({
      fields: [
        { isLTM: true, numCopyPasteEvents: -4, numAutoFillEvents: Number.NaN },
        { isLTM: true, numExpertKeyEvents: Number.POSITIVE_INFINITY },
      ],
    });
    expect(facts).toEqual({ ltmPasteEvents: 0, ltmAutofillEvents: 0, expertKeyEvents: 0 });
  });
});
