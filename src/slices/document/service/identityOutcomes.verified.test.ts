// Every sandbox ending of a document capture, chosen by the photos' file names, over HTTP: what
// the order feed, confirm, GET /v1/customers and the spec's verification result then show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_DELAYS } from '../../../sandbox/lifecycle/delays.js';
import { captureDocument, passBuyerChecks } from '../../../sandbox/testing/buyerChecks.js';
import {
  basic,
  CARDS,
  MERCHANT,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

import { medium, outcomeSteps } from './testing/identityOutcomes.js';

const { open, verification, verify } = outcomeSteps(() => t);

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
