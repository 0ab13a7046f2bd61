import { sha256Hex } from '../../../../sandbox/risk/hashing.js';
import type { VerificationResult } from '../../api/identity.js';
import type { IdentityOutcome } from './outcome.js';
import type { IdentityRecord } from './token.js';

type DocumentData = NonNullable<VerificationResult['documentData']>;
type Verification = NonNullable<VerificationResult['verification']>;

/** The sandbox document holder: an adult with a fixed identity, never a real person. */
export const SANDBOX_DOCUMENT_HOLDER = {
  firstName: 'Alex',
  middleName: 'Sandbox',
  lastName: 'Sample',
  dateOfBirth: '1990-01-15',
  gender: 'X',
  address: '1 Sandbox Way, San Francisco, CA 94105',
  issuingCountry: 'US',
} as const;

/** Same month and day `years` later (29 February becomes 28 February in other years). */
export function shiftYears(isoDate: string, years: number): string {
  const year = Number(isoDate.slice(0, 4)) + years;
  const monthDay = isoDate.slice(5) === '02-29' ? '02-28' : isoDate.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** `count` digits derived from `seed`: a document number that is the same on every read. */
export function digits(seed: string, count: number): string {
  return BigInt(`0x${sha256Hex('document', seed).slice(0, 20)}`)
    .toString()
    .padStart(count, '0')
    .slice(-count);
}

/**
 * The document read by the capture: a driver license for incode, a passport (no address) for
 * au10tix, issued 3 years before the session and valid for 8 years.
 */
export function documentData(record: IdentityRecord): DocumentData {
  const today = new Date(record.issuedAtMs).toISOString().slice(0, 10);
  const holder = SANDBOX_DOCUMENT_HOLDER;
  const passport = record.provider === 'au10tix';
  return {
    type: passport ? 'passport' : 'driver_license',
    number: passport ? digits(record.verificationId, 9) : `D${digits(record.verificationId, 7)}`,
    dateOfBirth: holder.dateOfBirth,
    dateOfIssue: shiftYears(today, -3),
    dateOfExpiry: shiftYears(today, 5),
    issuingCountry: holder.issuingCountry,
    firstName: holder.firstName,
    middleName: holder.middleName,
    lastName: holder.lastName,
    gender: holder.gender,
    ...(passport ? {} : { address: holder.address }),
  };
}

/** The checks' levels (low = no concern) for a finished session, by its outcome. */
export function verificationLevels(outcome: IdentityOutcome): Verification {
  switch (outcome) {
    case 'failed':
      // The images could not be read, so nothing else could be checked.
      return {
        riskLevel: 'high',
        forgeryLevel: 'not_applicable',
        documentMatchLevel: 'not_applicable',
        imageQualityLevel: 'high',
        faceMatchLevel: 'not_applicable',
      };
    case 'forged':
      return {
        riskLevel: 'high',
        forgeryLevel: 'high',
        documentMatchLevel: 'low',
        imageQualityLevel: 'low',
        faceMatchLevel: 'low',
      };
    case 'face_mismatch':
      return {
        riskLevel: 'high',
        forgeryLevel: 'low',
        documentMatchLevel: 'low',
        imageQualityLevel: 'low',
        faceMatchLevel: 'high',
      };
    default:
      return {
        riskLevel: 'low',
        forgeryLevel: 'low',
        documentMatchLevel: 'low',
        imageQualityLevel: 'low',
        faceMatchLevel: 'low',
      };
  }
}
