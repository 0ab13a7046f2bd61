// Every sandbox ending of a document capture, chosen by the photos' file names, over HTTP: what
// the order feed, confirm, GET /v1/customers and the spec's verification result then show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureDocument, waitForVerdict } from '../../../sandbox/testing/buyerChecks.js';
import { CARDS, startTestSandbox, type TestSandbox } from '../../../sandbox/testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

import { medium, outcomeSteps } from './testing/identityOutcomes.js';

const { open, verification, verify } = outcomeSteps(() => t);

describe('failed captures', { timeout: 20_000 }, () => {
  it('forged: the order is Cancelled with RISD before payment, and never refunded', async () => {
    const checkout = await open();
    const state = await verify(checkout, 'FORGED-licence.jpg');
    const id = state.identity?.verificationId as string;
    expect(state.identity).toMatchObject({
      status: 'failed',
      failure: 'document_forged',
      attemptsLeft: 0,
    });
    expect(state.identity?.history.at(-1)).toEqual({
      phase: 'failed',
      verificationId: id,
      failure: 'document_forged',
      at: expect.any(String),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await checkout.client.getOrderState();
    expect(after.transitions.map((tr) => [tr.to, tr.reasonCode])).toEqual([
      ['Draft', undefined],
      ['Cancelled', 'RISD'],
    ]);
    expect(after.order.error).toEqual({ reasonCode: 'RISD' });
    expect(await verification(id)).toMatchObject({
      status: 'complete',
      verification: { riskLevel: 'high', forgeryLevel: 'high' },
      documentData: { firstName: 'Grace' },
    });
    const again = await t.raw('POST', '/v1/checkout/identity/captures', {
      auth: `Bearer ${checkout.token}`,
      body: { documentType: 'passport', issuingCountry: 'US' },
    });
    expect(again.status).toBe(409);
  });

  it('face mismatch: another capture is allowed, and a good one verifies', async () => {
    const checkout = await open();
    const failed = await verify(checkout, 'selfie-mismatch.jpg');
    expect(failed.identity).toMatchObject({
      required: true,
      status: 'failed',
      failure: 'face_mismatch',
      attemptsLeft: 2,
    });
    const mismatchId = failed.identity?.verificationId as string;
    expect((await verification(mismatchId)).verification).toMatchObject({
      riskLevel: 'high',
      faceMatchLevel: 'high',
    });
    const retry = await captureDocument(t.url, checkout.token, 'US', { documentType: 'passport' });
    const verified = await waitForVerdict(t.url, checkout.token, retry);
    expect(verified.identity).toMatchObject({
      status: 'verified',
      verificationId: retry,
      attemptsLeft: 1,
    });
    expect(verified.identity).not.toHaveProperty('failure');
    expect(verified.identity?.history.map((e) => e.phase)).toEqual([
      'required',
      'submitted',
      'failed',
      'submitted',
      'verified',
    ]);
    await checkout.payWithCard(CARDS.usCredit, medium, undefined, { document: false });
    await checkout.waitFor('Processed');
  });

  it('expired document: failed, and the result dates its expiry in the past', async () => {
    const checkout = await open();
    const state = await verify(checkout, 'old-EXPIRED-id.png');
    expect(state.identity).toMatchObject({
      status: 'failed',
      failure: 'document_expired',
      attemptsLeft: 2,
    });
    const result = await verification(state.identity?.verificationId as string);
    expect(result).toMatchObject({
      status: 'complete',
      verification: { riskLevel: 'high', documentMatchLevel: 'high' },
    });
    expect(Date.parse(result.documentData?.dateOfExpiry ?? '')).toBeLessThan(Date.now());
    expect((await checkout.client.getOrderState()).order.status).toBe('Draft');
  });

  it('unreadable or blurry photos: failed, and the verification result failed', async () => {
    for (const name of ['unreadable.png', 'Blurry-selfie.heic']) {
      const checkout = await open();
      const state = await verify(checkout, name);
      expect(state.identity).toMatchObject({ status: 'failed', failure: 'image_unreadable' });
      const result = await verification(state.identity?.verificationId as string);
      expect(result).toEqual({
        verificationId: state.identity?.verificationId,
        status: 'failed',
        verification: expect.objectContaining({ imageQualityLevel: 'high', riskLevel: 'high' }),
      });
    }
  });

  it('three failed captures use every attempt: the order is Cancelled with RISD', async () => {
    const checkout = await open();
    let state = await verify(checkout, 'mismatch.jpg');
    for (const name of ['blurry.jpg', 'expired.jpg']) {
      const id = await captureDocument(t.url, checkout.token, 'US', { fileName: name });
      state = await waitForVerdict(t.url, checkout.token, id);
    }
    expect(state.identity).toMatchObject({
      status: 'failed',
      failure: 'document_expired',
      attemptsLeft: 0,
    });
    expect(state.identity?.history).toHaveLength(7);
    const after = await checkout.client.getOrderState();
    expect(after.order.status).toBe('Cancelled');
    expect(after.transitions.at(-1)).toMatchObject({ from: 'Draft', reasonCode: 'RISD' });
  });
});
