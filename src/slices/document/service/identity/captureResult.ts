import type { VerificationResult } from '../../api/identity.js';
import type { CaptureDetails, CaptureVerdict } from './capture.js';
import { digits, shiftYears, verificationLevels } from './document.js';
import type { VerificationStatus } from './status.js';
import type { IdentityRecord } from './token.js';

type DocumentData = NonNullable<VerificationResult['documentData']>;
type Verification = NonNullable<VerificationResult['verification']>;

const ALL_LOW: Verification = {
  riskLevel: 'low',
  forgeryLevel: 'low',
  documentMatchLevel: 'low',
  imageQualityLevel: 'low',
  faceMatchLevel: 'low',
};

/**
 * A capture's status at `now`: pending until submitted (expired once its token expires
 * unsubmitted), processing until the verdict, then complete, or failed when the images could
 * not be read.
 */
export function captureStatus(
  record: IdentityRecord,
  capture: CaptureDetails,
  now: number,
): VerificationStatus {
  if (capture.submittedAtMs === undefined) return now >= record.expiresAtMs ? 'expired' : 'pending';
  if (capture.decidedAtMs === undefined || now < capture.decidedAtMs) return 'processing';
  return capture.outcome === 'image_unreadable' ? 'failed' : 'complete';
}

/** The checks' levels by verdict (low = no concern). */
export function captureLevels(outcome: CaptureVerdict): Verification {
  switch (outcome) {
    case 'document_forged':
      return verificationLevels('forged');
    case 'face_mismatch':
      return verificationLevels('face_mismatch');
    case 'image_unreadable':
      return verificationLevels('failed');
    case 'document_expired':
      return { ...ALL_LOW, riskLevel: 'high', documentMatchLevel: 'high' };
    default:
      return ALL_LOW;
  }
}

/**
 * The document as read: the assessed buyer's names, birth date and address, the type and country
 * the buyer chose; issued 3 years before the submission and valid 5 more (an expired one:
 * issued 11 years before, expired a year ago). Passports carry no address.
 */
export function captureDocument(record: IdentityRecord, capture: CaptureDetails): DocumentData {
  const day = new Date(capture.submittedAtMs ?? record.issuedAtMs).toISOString().slice(0, 10);
  const expired = capture.outcome === 'document_expired';
  const passport = capture.documentType === 'passport';
  const { holder } = capture;
  return {
    type: capture.documentType,
    number: passport ? digits(record.verificationId, 9) : `D${digits(record.verificationId, 7)}`,
    dateOfBirth: holder.dateOfBirth,
    dateOfIssue: shiftYears(day, expired ? -11 : -3),
    dateOfExpiry: shiftYears(day, expired ? -1 : 5),
    issuingCountry: capture.issuingCountry,
    firstName: holder.firstName,
    lastName: holder.lastName,
    ...(passport ? {} : { address: holder.address }),
  };
}

/** GET /identityDocuments/verifications/{id} for a capture of the document frame. */
export function captureResult(
  record: IdentityRecord,
  capture: CaptureDetails,
  now: number,
): VerificationResult {
  const verificationId = record.verificationId;
  const status = captureStatus(record, capture, now);
  const outcome = capture.outcome ?? 'verified';
  if (status === 'complete') {
    return {
      verificationId,
      status,
      documentData: captureDocument(record, capture),
      verification: captureLevels(outcome),
    };
  }
  if (status === 'failed') return { verificationId, status, verification: captureLevels(outcome) };
  return { verificationId, status };
}
