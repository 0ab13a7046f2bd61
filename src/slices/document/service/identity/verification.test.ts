import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failingPaths } from '../../../../api/testing/schemaCheck.js';
import { VERIFICATION_STATUSES, verificationResultSchema } from '../../api/identity.js';
import { SANDBOX_DOCUMENT_HOLDER } from './document.js';
import { CAPTURE_STARTS_MS, CHECKS_FINISH_MS, verificationStatus } from './status.js';
import { issueIdentityToken } from './token.js';
import { verificationResult } from './verification.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const SESSION = '0b6f0c2e-6a58-4d8e-9f3a-1c2d3e4f5a6b';
const CUSTOMER = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
const at = (ms: number) => new Date(NOW.getTime() + ms);

function session(
  sessionKey = SESSION,
  customerId: string | undefined = CUSTOMER,
  provider: 'incode' | 'au10tix' = 'incode',
) {
  return issueIdentityToken({ sessionKey, customerId, provider }, NOW).record;
}

function result(record = session(), ms = CHECKS_FINISH_MS, query = {}) {
  const r = verificationResult(record, record.verificationId, query, at(ms));
  if (r) expect(failingPaths(verificationResultSchema, r)).toEqual([]);
  return r;
}

describe('verificationResult', () => {
  it('is undefined (404) for an unknown session, another id, or a query naming another session', () => {
    const record = session();
    expect(verificationResult(undefined, 'x', {}, NOW)).toBeUndefined();
    expect(verificationResult(record, 'another-id', {}, NOW)).toBeUndefined();
    expect(result(record, 0, { sessionKey: CUSTOMER })).toBeUndefined();
    expect(result(record, 0, { customerId: SESSION })).toBeUndefined();
    expect(
      result(record, 0, { sessionKey: SESSION, customerId: CUSTOMER, type: 'mobilesdk' }),
    ).toBeDefined();
  });

  it('goes pending → processing → complete with the time since issue', () => {
    const record = session();
    expect(result(record, 0)).toEqual({ verificationId: record.verificationId, status: 'pending' });
    expect(result(record, CAPTURE_STARTS_MS - 1)?.status).toBe('pending');
    expect(result(record, CAPTURE_STARTS_MS)).toEqual({
      verificationId: record.verificationId,
      status: 'processing',
    });
    expect(result(record, CHECKS_FINISH_MS - 1)?.status).toBe('processing');
    expect(result(record, CHECKS_FINISH_MS)?.status).toBe('complete');
    // A finished session keeps its result after the token expired.
    expect(result(record, 24 * 3600_000)?.status).toBe('complete');
    expect(result(record, -1000)?.status).toBe('pending');
  });

  it('completes with a coherent driver license and low levels', () => {
    const r = result();
    expect(r?.documentData).toEqual({
      type: 'driver_license',
      number: expect.stringMatching(/^D\d{7}$/),
      dateOfBirth: SANDBOX_DOCUMENT_HOLDER.dateOfBirth,
      dateOfIssue: '2023-11-22',
      dateOfExpiry: '2031-11-22',
      issuingCountry: 'US',
      firstName: 'Alex',
      middleName: 'Sandbox',
      lastName: 'Sample',
      gender: 'X',
      address: SANDBOX_DOCUMENT_HOLDER.address,
    });
    expect(r?.verification).toEqual({
      riskLevel: 'low',
      forgeryLevel: 'low',
      documentMatchLevel: 'low',
      imageQualityLevel: 'low',
      faceMatchLevel: 'low',
    });
  });

  it('reads a passport, without an address, for au10tix', () => {
    const doc = result(session(SESSION, CUSTOMER, 'au10tix'))?.documentData;
    expect(doc?.type).toBe('passport');
    expect(doc?.number).toMatch(/^\d{9}$/);
    expect(doc?.address).toBeUndefined();
  });

  it('fails with unreadable images when the session or customer says fail', () => {
    const r = result(session('kyc-fail-1'));
    expect(r).toEqual({
      verificationId: r?.verificationId,
      status: 'failed',
      verification: {
        riskLevel: 'high',
        forgeryLevel: 'not_applicable',
        documentMatchLevel: 'not_applicable',
        imageQualityLevel: 'high',
        faceMatchLevel: 'not_applicable',
      },
    });
    expect(result(session('kyc-fail-1'), CAPTURE_STARTS_MS)?.status).toBe('processing');
  });

  it('stays pending, then expires with the token, for an abandoned capture', () => {
    const record = session('s', 'customer-expire');
    expect(result(record, CHECKS_FINISH_MS)?.status).toBe('pending');
    expect(result(record, 600_000 - 1)?.status).toBe('pending');
    expect(result(record, 600_000)).toEqual({
      verificationId: record.verificationId,
      status: 'expired',
    });
  });

  it('completes with high risk for a forged document or a face mismatch', () => {
    expect(result(session('forged'))?.verification).toMatchObject({
      riskLevel: 'high',
      forgeryLevel: 'high',
      faceMatchLevel: 'low',
    });
    expect(result(session('mismatch'))?.verification).toMatchObject({
      riskLevel: 'high',
      forgeryLevel: 'low',
      faceMatchLevel: 'high',
    });
    expect(result(session('forged'))?.status).toBe('complete');
  });

  it('never goes back to an earlier status as time passes', () => {
    const order = ['pending', 'processing', 'complete', 'failed', 'expired'];
    fc.assert(
      fc.property(
        fc.constantFrom('s', 'fail', 'expire', 'forged', 'mismatch'),
        fc.integer({ min: -10_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (key, t, dt) => {
          const record = session(key);
          const a = verificationStatus(record, at(t));
          const b = verificationStatus(record, at(t + dt));
          expect(VERIFICATION_STATUSES).toContain(a);
          expect(order.indexOf(b)).toBeGreaterThanOrEqual(order.indexOf(a));
        },
      ),
    );
  });

  it('keeps dates valid when the session starts on 29 February', () => {
    const record = issueIdentityToken({ sessionKey: 's' }, new Date('2028-02-29T12:00:00Z')).record;
    const r = verificationResult(
      record,
      record.verificationId,
      {},
      new Date('2028-03-01T00:00:00Z'),
    );
    expect(r?.documentData).toMatchObject({
      dateOfIssue: '2025-02-28',
      dateOfExpiry: '2033-02-28',
    });
    expect(failingPaths(verificationResultSchema, r)).toEqual([]);
  });
});
