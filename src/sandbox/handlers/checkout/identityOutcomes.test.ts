// Every sandbox ending of a document capture, chosen by the photos' file names, over HTTP: what
// the order feed, confirm, GET /v1/customers and the spec's verification result then show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Buyer } from '../../../api/checkout.js';
import { verificationResultSchema } from '../../../api/identity.js';
import { FAST_DELAYS } from '../../lifecycle/delays.js';
import {
  captureDocument,
  passBuyerChecks,
  verifyIdentityDocument,
  waitForVerdict,
} from '../../testing/buyerChecks.js';
import {
  basic,
  buyer,
  CARDS,
  type Checkout,
  MERCHANT,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const medium = buyer({
  firstName: 'Grace',
  lastName: 'Hopper',
  dateOfBirth: '1986-12-09',
  emailAddress: 'grace+medium-risk@example.com',
});

/** A checkout with the phone and tax id passed: spread `checks` into the next body. */
async function open(over = nftRequest()): Promise<Checkout & { checks: { taxIdToken?: string } }> {
  const checkout = await t.open(over);
  const checks = await passBuyerChecks(t.url, checkout.token, medium, undefined, {
    document: false,
  });
  return { ...checkout, checks };
}

const verification = async (id: string) =>
  verificationResultSchema.parse(
    (await t.raw('GET', `/v1/identityDocuments/verifications/${id}`, { auth: basic(MERCHANT) }))
      .json,
  );

const verify = (checkout: Checkout & { checks: object }, fileName?: string, who: Buyer = medium) =>
  verifyIdentityDocument(t.url, checkout.token, who, { ...checkout.checks, fileName });

describe('a verified document', { timeout: 20_000 }, () => {
  it('lets the buyer pay, and shows in the customer risk and the verification result', async () => {
    const userId = crypto.randomUUID();
    const checkout = await open(
      nftRequest({
        externalUserId: userId,
        nft: { ...nftRequest().nft, executionType: 'smart_contract' },
      }),
    );
    const state = await verify(checkout, 'front.png');
    const id = state.identity?.verificationId as string;
    expect(state.identity).toEqual({
      required: true,
      status: 'verified',
      reason: 'risk_medium',
      verificationId: id,
      attemptsLeft: 2,
      history: [
        { phase: 'required', reason: 'risk_medium', at: expect.any(String) },
        { phase: 'submitted', verificationId: id, at: expect.any(String) },
        { phase: 'verified', verificationId: id, at: expect.any(String) },
      ],
    });
    await checkout.payWithCard(CARDS.usCredit, medium, undefined, { document: false });
    await checkout.waitFor('Complete');
    const [risk] = await t.merchant.listCustomers({ customer_id: userId });
    expect(risk).toMatchObject({
      level: 'low',
      customer: { isDocumentVerified: true, documentVerificationId: id },
    });
    expect(risk?.rules).toContainEqual({
      id: 38,
      name: 'Identity document verified',
      isLive: true,
      isAllowlisted: true,
    });
    expect(risk?.customer.reasonCodes).toContain('IDV');
    expect(await verification(id)).toEqual({
      verificationId: id,
      status: 'complete',
      documentData: {
        type: 'driver_license',
        number: expect.stringMatching(/^D\d{7}$/),
        dateOfBirth: '1986-12-09',
        dateOfIssue: expect.any(String),
        dateOfExpiry: expect.any(String),
        issuingCountry: 'US',
        firstName: 'Grace',
        lastName: 'Hopper',
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
    expect(t.sandbox.store.orders.get(checkout.orderId)?.documentVerificationId).toBe(id);
  });
});

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

describe('the verification delay', { timeout: 20_000 }, () => {
  it('shows the capture processing until the verdict, which the clock brings on', async () => {
    const slow = await startTestSandbox({ delays: { ...FAST_DELAYS, verificationMs: 60_000 } });
    try {
      const checkout = await slow.open();
      const checks = await passBuyerChecks(slow.url, checkout.token, medium, undefined, {
        document: false,
      });
      await checkout.client.assessIdentity({ buyer: medium, ...checks });
      const id = await captureDocument(slow.url, checkout.token, 'US');
      const read = async () =>
        (
          await slow.raw('GET', `/v1/identityDocuments/verifications/${id}`, {
            auth: basic(MERCHANT),
          })
        ).json;
      expect(await read()).toEqual({ verificationId: id, status: 'processing' });
      expect((await checkout.client.getOrderState()).identity?.status).toBe('submitted');
      slow.sandbox.clock.advance(60_000);
      expect((await checkout.client.getOrderState()).identity?.status).toBe('verified');
      expect(await read()).toMatchObject({ status: 'complete' });
    } finally {
      await slow.close();
    }
  });
});
