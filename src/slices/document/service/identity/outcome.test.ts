import { describe, expect, it } from 'vitest';
import { identityOutcome } from './outcome.js';

describe('identityOutcome', () => {
  it.each([
    ['session-1', undefined, 'verified'],
    ['session-FAIL', undefined, 'failed'],
    ['s', 'customer-expire-1', 'abandoned'],
    ['s', 'forged-doc', 'forged'],
    ['face-mismatch', 'c', 'face_mismatch'],
    ['fail-and-expire', undefined, 'failed'],
    ['expire', 'forged', 'abandoned'],
  ] as const)('%s / %s → %s', (sessionKey, customerId, outcome) => {
    expect(identityOutcome(sessionKey, customerId)).toBe(outcome);
  });
});
