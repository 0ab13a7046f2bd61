import type { VERIFICATION_STATUSES } from '../../api/identity.js';
import type { IdentityRecord } from './token.js';

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The buyer opens the capture this long after the token is issued (pending until then). */
export const CAPTURE_STARTS_MS = 5_000;
/** The provider's checks finish this long after issue (processing until then). */
export const CHECKS_FINISH_MS = 15_000;

/**
 * The session's status at `now`: pending, then processing, then complete (or failed). An
 * abandoned session stays pending and becomes expired when its token expires; a finished one
 * keeps its result for good.
 */
export function verificationStatus(record: IdentityRecord, now: Date): VerificationStatus {
  const elapsed = now.getTime() - record.issuedAtMs;
  if (record.outcome === 'abandoned') {
    return now.getTime() >= record.expiresAtMs ? 'expired' : 'pending';
  }
  if (elapsed < CAPTURE_STARTS_MS) return 'pending';
  if (elapsed < CHECKS_FINISH_MS) return 'processing';
  return record.outcome === 'failed' ? 'failed' : 'complete';
}
