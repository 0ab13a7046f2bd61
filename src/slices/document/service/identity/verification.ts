import type { VerificationQuery, VerificationResult } from '../../api/identity.js';
import { captureResult } from './captureResult.js';
import { documentData, verificationLevels } from './document.js';
import { verificationStatus } from './status.js';
import type { IdentityRecord } from './token.js';

/**
 * GET /identityDocuments/verifications/{id}: undefined (404) when there is no such session, or
 * when the query's sessionKey or customerId names another one. Document data and levels appear
 * once the checks finish: complete has both, failed has only the levels. A capture of the
 * checkout's document frame follows its own submission and verdict instead of the clock.
 */
export function verificationResult(
  record: IdentityRecord | undefined,
  id: string,
  query: VerificationQuery,
  now: Date,
): VerificationResult | undefined {
  if (record === undefined || record.verificationId !== id) return undefined;
  if (query.sessionKey !== undefined && query.sessionKey !== record.sessionKey) return undefined;
  if (query.customerId !== undefined && query.customerId !== record.customerId) return undefined;
  if (record.capture) return captureResult(record, record.capture, now.getTime());
  const status = verificationStatus(record, now);
  if (status === 'complete') {
    return {
      verificationId: id,
      status,
      documentData: documentData(record),
      verification: verificationLevels(record.outcome),
    };
  }
  if (status === 'failed') {
    return { verificationId: id, status, verification: verificationLevels(record.outcome) };
  }
  return { verificationId: id, status };
}
