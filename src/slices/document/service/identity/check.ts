import type { PendingVerdict } from '../../../../sandbox/store/records.js';
import {
  IDENTITY_ATTEMPTS,
  IDENTITY_HISTORY_MAX,
  type IdentityCheck,
  type IdentityHistoryEntry,
  type IdentityReason,
} from '../../api/identityCheck.js';

/*
 * The identity check of one order (`OrderState.identity`) as plain transitions: what an
 * assessment, a submission and a verdict make of it. The handlers and the lifecycle runner
 * apply them; nothing here reads the clock or the store.
 */

const fresh = (): IdentityCheck => ({
  required: false,
  status: 'not_required',
  attemptsLeft: IDENTITY_ATTEMPTS,
  history: [],
});

/**
 * Appends a step. The widget numbers steps by their place, so a full history keeps its earlier
 * steps rather than shifting them (the normal flow fits: a requirement, three captures of two).
 */
function withEntry(check: IdentityCheck, entry: IdentityHistoryEntry): IdentityCheck {
  if (check.history.length >= IDENTITY_HISTORY_MAX) return check;
  return { ...check, history: [...check.history, entry] };
}

function withoutFailure(check: IdentityCheck): IdentityCheck {
  const { failure: _failure, ...rest } = check;
  return rest;
}

/**
 * Nothing to ask (risk low, or the merchant's check off). A capture already with the verifier or
 * verified keeps its state; attempts and history are kept.
 */
export function identityNotRequired(current: IdentityCheck | undefined): IdentityCheck {
  const base = current ?? fresh();
  const keep = base.status === 'verified' || base.status === 'submitted';
  return {
    required: false,
    status: keep ? base.status : 'not_required',
    ...(keep && base.verificationId ? { verificationId: base.verificationId } : {}),
    attemptsLeft: base.attemptsLeft,
    history: base.history,
  };
}

/** A document of this customer verified within 90 days: nothing to capture. */
export function identityRemembered(
  current: IdentityCheck | undefined,
  verificationId: string,
): IdentityCheck {
  const base = current ?? fresh();
  return {
    required: false,
    status: 'verified',
    verificationId,
    attemptsLeft: base.attemptsLeft,
    history: base.history,
  };
}

/**
 * A document is required for `reason`. The history says so once, the first time; a later
 * assessment keeps where the captures are (submitted, failed, attempts left), and a document
 * verified in this order stays verified.
 */
export function identityRequired(
  current: IdentityCheck | undefined,
  reason: IdentityReason,
  at: string,
): IdentityCheck {
  const base = current ?? fresh();
  if (base.status === 'verified' && base.required) return base;
  const underway =
    base.status === 'required' || base.status === 'submitted' || base.status === 'failed';
  const next: IdentityCheck = underway
    ? { ...base, required: true, reason }
    : {
        required: true,
        status: 'required',
        reason,
        attemptsLeft: base.attemptsLeft,
        history: base.history,
      };
  const asked = base.history.some((entry) => entry.phase === 'required');
  return asked ? next : withEntry(next, { phase: 'required', reason, at });
}

/** Why a new capture is not allowed now, or undefined when it is. */
export function captureRefusal(check: IdentityCheck | undefined): string | undefined {
  if (check === undefined || check.status === 'not_required') {
    return 'no identity document is asked of this buyer: assess the buyer first (POST /v1/checkout/identity/assess)';
  }
  if (check.status === 'verified') return 'the identity document is verified already';
  if (check.status === 'submitted') {
    return 'a capture is with the verifier: wait for its verdict in the order feed';
  }
  if (check.failure === 'document_forged') {
    return 'the document was refused as forged, so no other capture is taken';
  }
  if (check.attemptsLeft === 0) return `all ${IDENTITY_ATTEMPTS} capture attempts are used`;
  return undefined;
}

/** The capture went to the verifier: one attempt fewer. */
export function identitySubmitted(
  check: IdentityCheck,
  verificationId: string,
  at: string,
): IdentityCheck {
  const next: IdentityCheck = {
    ...withoutFailure(check),
    status: 'submitted',
    verificationId,
    attemptsLeft: Math.max(0, check.attemptsLeft - 1),
  };
  return withEntry(next, { phase: 'submitted', verificationId, at });
}

/** The verifier's verdict. A forged document leaves no attempt. */
export function identityDecided(
  check: IdentityCheck,
  verdict: PendingVerdict,
  at: string,
): IdentityCheck {
  const { verificationId, outcome } = verdict;
  if (outcome === 'verified') {
    const next: IdentityCheck = { ...withoutFailure(check), status: 'verified', verificationId };
    return withEntry(next, { phase: 'verified', verificationId, at });
  }
  const next: IdentityCheck = {
    ...check,
    status: 'failed',
    verificationId,
    failure: outcome,
    attemptsLeft: outcome === 'document_forged' ? 0 : check.attemptsLeft,
  };
  return withEntry(next, { phase: 'failed', verificationId, failure: outcome, at });
}

/** A failure with no attempt left ends the purchase: the order is cancelled with RISD. */
export function refusesBuyer(check: IdentityCheck | undefined): boolean {
  return check?.status === 'failed' && check.attemptsLeft === 0;
}
