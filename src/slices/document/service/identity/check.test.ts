import { describe, expect, it } from 'vitest';
import {
  IDENTITY_ATTEMPTS,
  IDENTITY_HISTORY_MAX,
  type IdentityCheck,
  identityCheckSchema,
} from '../../api/identityCheck.js';
import {
  captureRefusal,
  identityDecided,
  identityNotRequired,
  identityRemembered,
  identityRequired,
  identitySubmitted,
  refusesBuyer,
} from './check.js';

const T = '2026-11-22T10:00:00.000Z';
const verdict = (outcome: Parameters<typeof identityDecided>[1]['outcome'], id = 'v1') => ({
  verificationId: id,
  dueAt: 0,
  outcome,
});

/** Required, then `failures` failed captures of `outcome`. */
function afterFailures(failures: number, outcome = 'face_mismatch' as const): IdentityCheck {
  let check = identityRequired(undefined, 'risk_medium', T);
  for (let i = 0; i < failures; i++) {
    check = identitySubmitted(check, `v${i}`, T);
    check = identityDecided(check, verdict(outcome, `v${i}`), T);
  }
  return check;
}

describe('the identity check of an order', () => {
  it('asks for nothing on a low risk, with every attempt left', () => {
    expect(identityNotRequired(undefined)).toEqual({
      required: false,
      status: 'not_required',
      attemptsLeft: IDENTITY_ATTEMPTS,
      history: [],
    });
  });

  it('says it is required once in the history, whatever later assessments say', () => {
    const first = identityRequired(undefined, 'risk_medium', T);
    expect(first).toEqual({
      required: true,
      status: 'required',
      reason: 'risk_medium',
      attemptsLeft: 3,
      history: [{ phase: 'required', reason: 'risk_medium', at: T }],
    });
    expect(identityRequired(first, 'risk_medium', T)).toEqual(first);
    expect(identityRequired(first, 'risk_high', T)).toEqual({ ...first, reason: 'risk_high' });
    const low = identityNotRequired(first);
    expect(low.history).toHaveLength(1);
    expect(identityRequired(low, 'risk_medium', T).history).toHaveLength(1);
  });

  it('keeps where the captures are when assessed again', () => {
    const failed = afterFailures(1);
    expect(identityRequired(failed, 'risk_medium', T)).toEqual(failed);
    const submitted = identitySubmitted(failed, 'v9', T);
    expect(identityRequired(submitted, 'risk_medium', T)).toEqual(submitted);
    const verified = identityDecided(submitted, verdict('verified', 'v9'), T);
    expect(identityRequired(verified, 'risk_high', T)).toEqual(verified);
  });

  it('counts a remembered verification as verified without asking', () => {
    expect(identityRemembered(undefined, 'old')).toEqual({
      required: false,
      status: 'verified',
      verificationId: 'old',
      attemptsLeft: 3,
      history: [],
    });
  });

  it('uses an attempt per submission and records it', () => {
    const submitted = identitySubmitted(afterFailures(1), 'v2', T);
    expect(submitted).toMatchObject({ status: 'submitted', verificationId: 'v2', attemptsLeft: 1 });
    expect(submitted).not.toHaveProperty('failure');
    expect(submitted.history.at(-1)).toEqual({ phase: 'submitted', verificationId: 'v2', at: T });
  });

  it('records a verdict: verified, or failed with the failure', () => {
    const verified = identityDecided(
      identitySubmitted(afterFailures(0), 'v1', T),
      verdict('verified'),
      T,
    );
    expect(verified).toMatchObject({ status: 'verified', verificationId: 'v1', required: true });
    expect(verified.history.map((e) => e.phase)).toEqual(['required', 'submitted', 'verified']);
    const failed = afterFailures(1);
    expect(failed).toMatchObject({ status: 'failed', failure: 'face_mismatch', attemptsLeft: 2 });
    expect(failed.history.at(-1)).toEqual({
      phase: 'failed',
      verificationId: 'v0',
      failure: 'face_mismatch',
      at: T,
    });
  });

  it('allows a new capture while attempts are left, and never after a forgery', () => {
    expect(captureRefusal(undefined)).toMatch(/assess the buyer first/);
    expect(captureRefusal(identityNotRequired(undefined))).toMatch(/no identity document/);
    expect(captureRefusal(afterFailures(0))).toBeUndefined();
    expect(captureRefusal(afterFailures(2))).toBeUndefined();
    expect(captureRefusal(afterFailures(3))).toMatch(/all 3 capture attempts are used/);
    expect(captureRefusal(identitySubmitted(afterFailures(0), 'v', T))).toMatch(/verifier/);
    const forged = afterFailures(1, 'document_forged' as never);
    expect(forged.attemptsLeft).toBe(0);
    expect(captureRefusal(forged)).toMatch(/forged/);
  });

  it('refuses the buyer after a forgery or when the attempts run out', () => {
    expect(refusesBuyer(afterFailures(2))).toBe(false);
    expect(refusesBuyer(afterFailures(3))).toBe(true);
    expect(refusesBuyer(afterFailures(1, 'document_forged' as never))).toBe(true);
  });

  it('fits the whole flow in the bounded history, which the schema accepts', () => {
    const exhausted = afterFailures(3);
    expect(exhausted.history).toHaveLength(IDENTITY_HISTORY_MAX);
    expect(identityCheckSchema.parse(exhausted)).toEqual(exhausted);
    // A further step keeps the numbered steps as they are.
    expect(identitySubmitted(exhausted, 'v9', T).history).toEqual(exhausted.history);
  });
});
