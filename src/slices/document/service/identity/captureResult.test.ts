import { describe, expect, it } from 'vitest';
import { verificationResultSchema } from '../../api/identity.js';
import type { CaptureDetails, CaptureVerdict } from './capture.js';
import { captureResult } from './captureResult.js';
import type { IdentityRecord } from './token.js';
import { verificationResult } from './verification.js';

const ISSUED = Date.parse('2026-11-22T10:00:00.000Z');
const SUBMITTED = ISSUED + 60_000;
const DECIDED = SUBMITTED + 3000;

const capture = (over: Partial<CaptureDetails> = {}): CaptureDetails => ({
  orderId: 'order-1',
  documentType: 'driver_license',
  issuingCountry: 'CA',
  holder: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    address: '1 Main St, San Francisco, CA 94105, US',
  },
  images: {},
  ...over,
});

const record = (details: CaptureDetails): IdentityRecord => ({
  verificationId: 'ver-1',
  sessionKey: 'order-1',
  customerId: 'user-1',
  provider: 'incode',
  issuedAtMs: ISSUED,
  expiresAtMs: ISSUED + 600_000,
  // The words of the session never choose a capture's ending.
  outcome: 'failed',
  capture: details,
});

const decided = (outcome: CaptureVerdict, over: Partial<CaptureDetails> = {}) =>
  capture({ submittedAtMs: SUBMITTED, decidedAtMs: DECIDED, outcome, ...over });

const resultAt = (details: CaptureDetails, now: number) =>
  captureResult(record(details), details, now);

describe('captureResult', () => {
  it('is pending until submitted, then expired once the session token expires', () => {
    expect(resultAt(capture(), ISSUED + 1000)).toEqual({
      verificationId: 'ver-1',
      status: 'pending',
    });
    expect(resultAt(capture(), ISSUED + 600_000).status).toBe('expired');
  });

  it('is processing between the submission and the verdict, even past the token expiry', () => {
    const details = decided('verified');
    expect(resultAt(details, SUBMITTED)).toEqual({ verificationId: 'ver-1', status: 'processing' });
    expect(resultAt(details, DECIDED - 1).status).toBe('processing');
  });

  it('completes a verified document with the buyer as its holder and every level low', () => {
    const result = resultAt(decided('verified'), DECIDED);
    expect(verificationResultSchema.parse(result)).toEqual(result);
    expect(result).toEqual({
      verificationId: 'ver-1',
      status: 'complete',
      documentData: {
        type: 'driver_license',
        number: expect.stringMatching(/^D\d{7}$/),
        dateOfBirth: '1990-12-10',
        dateOfIssue: '2023-11-22',
        dateOfExpiry: '2031-11-22',
        issuingCountry: 'CA',
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '1 Main St, San Francisco, CA 94105, US',
      },
      verification: {
        riskLevel: 'low',
        forgeryLevel: 'low',
        documentMatchLevel: 'low',
        imageQualityLevel: 'low',
        faceMatchLevel: 'low',
      },
    });
  });

  it('reads a passport without an address', () => {
    const result = resultAt(decided('verified', { documentType: 'passport' }), DECIDED);
    expect(result.documentData?.type).toBe('passport');
    expect(result.documentData?.number).toMatch(/^\d{9}$/);
    expect(result.documentData).not.toHaveProperty('address');
  });

  it.each([
    ['document_forged', { riskLevel: 'high', forgeryLevel: 'high', faceMatchLevel: 'low' }],
    ['face_mismatch', { riskLevel: 'high', forgeryLevel: 'low', faceMatchLevel: 'high' }],
    ['document_expired', { riskLevel: 'high', documentMatchLevel: 'high', forgeryLevel: 'low' }],
  ] as const)('completes %s with its levels', (outcome, levels) => {
    const result = resultAt(decided(outcome), DECIDED);
    expect(result.status).toBe('complete');
    expect(result.verification).toMatchObject(levels);
    expect(result.documentData?.firstName).toBe('Ada');
  });

  it('dates an expired document in the past', () => {
    const data = resultAt(decided('document_expired'), DECIDED).documentData;
    expect(data?.dateOfExpiry).toBe('2025-11-22');
    expect(Date.parse(data?.dateOfExpiry ?? '')).toBeLessThan(SUBMITTED);
  });

  it('fails an unreadable capture with image quality high and no document data', () => {
    expect(resultAt(decided('image_unreadable'), DECIDED)).toEqual({
      verificationId: 'ver-1',
      status: 'failed',
      verification: {
        riskLevel: 'high',
        forgeryLevel: 'not_applicable',
        documentMatchLevel: 'not_applicable',
        imageQualityLevel: 'high',
        faceMatchLevel: 'not_applicable',
      },
    });
  });

  it('is what GET /identityDocuments/verifications/{id} answers for a capture', () => {
    const details = decided('verified');
    expect(verificationResult(record(details), 'ver-1', {}, new Date(DECIDED))).toEqual(
      resultAt(details, DECIDED),
    );
    expect(
      verificationResult(record(details), 'ver-1', { customerId: 'other' }, new Date(DECIDED)),
    ).toBeUndefined();
  });
});
