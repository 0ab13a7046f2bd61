import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStateSchema } from '../../../api/checkout.js';
import type { Buyer } from '../../../api/checkoutBuyer.js';
import { TEST_SSNS } from '../../../api/ssn.js';
import { passBuyerChecks, verifyIdentityDocument } from '../../../sandbox/testing/buyerChecks.js';
import {
  buyer,
  CARDS,
  type Checkout,
  MERCHANT,
  nftRequest,
  rejection,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const medium = buyer({ emailAddress: 'ada+medium-risk@example.com' });
const high = buyer({ emailAddress: 'ada+high-risk@example.com' });

/** The phone and tax id passed, then the assessment, through the typed client. */
async function assess(checkout: Checkout, who: Buyer, ssn?: string) {
  const checks = await passBuyerChecks(t.url, checkout.token, who, ssn, { document: false });
  return checkout.client.assessIdentity({ buyer: who, ...checks });
}

describe('POST /v1/checkout/identity/assess', { timeout: 20_000 }, () => {
  it('asks nothing of a low-risk buyer', async () => {
    const checkout = await t.open();
    const state = orderStateSchema.parse(await assess(checkout, buyer()));
    expect(state.order.status).toBe('Draft');
    expect(state.identity).toEqual({
      required: false,
      status: 'not_required',
      attemptsLeft: 3,
      history: [],
    });
    expect((await checkout.client.getOrderState()).identity).toEqual(state.identity);
  });

  it('requires a document for a medium or high risk, saying why, once in the history', async () => {
    for (const [who, reason] of [
      [medium, 'risk_medium'],
      [high, 'risk_high'],
    ] as const) {
      const checkout = await t.open();
      const state = await assess(checkout, who);
      expect(state.identity).toEqual({
        required: true,
        status: 'required',
        reason,
        attemptsLeft: 3,
        history: [{ phase: 'required', reason, at: expect.any(String) }],
      });
      const again = await checkout.client.assessIdentity({
        buyer: who,
        ...(await passBuyerChecks(t.url, checkout.token, who, undefined, { document: false })),
      });
      expect(again.identity).toEqual(state.identity);
    }
  });

  it('decides on the same facts as confirm: the SSN of the tax id token counts', async () => {
    const checkout = await t.open();
    const state = await assess(checkout, buyer(), TEST_SSNS.high);
    expect(state.identity).toMatchObject({ status: 'required', reason: 'risk_high' });
  });

  it('cancels the order of a very high risk at once: RISD, and no refund', async () => {
    const checkout = await t.open();
    const state = await assess(checkout, buyer({ emailAddress: 'ada+very-high-risk@example.com' }));
    expect(state.order.status).toBe('Cancelled');
    expect(state.order.error).toEqual({ reasonCode: 'RISD' });
    expect(state.transitions.map((tr) => [tr.from, tr.to, tr.reasonCode])).toEqual([
      [null, 'Draft', undefined],
      ['Draft', 'Cancelled', 'RISD'],
    ]);
    expect(state.attemptsLeft).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await checkout.client.getOrderState()).transitions).toHaveLength(2);
    // Nothing more happens to it: no payment, no new assessment.
    const paid = await rejection(checkout.payWithCard(CARDS.usCredit, buyer()));
    expect(paid).toMatchObject({ status: 409 });
    expect(await rejection(assess(checkout, buyer()))).toMatchObject({ status: 409 });
  });

  it('cancels a declined order the same way before its next payment', async () => {
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.declined);
    await checkout.waitFor('Declined');
    const state = await assess(checkout, buyer({ emailAddress: 'ada+very-high-risk@example.com' }));
    expect(state.transitions.map((tr) => `${tr.to} ${tr.reasonCode ?? ''}`.trim())).toEqual([
      'Draft',
      'Processing',
      'Declined CARD_DECLINED',
      'Cancelled RISD',
    ]);
  });

  it('refuses the buyer checks confirm would refuse, naming the fields', async () => {
    const checkout = await t.open();
    const unverified = buyer({ phone: '+1 991 555 0177' });
    const refused = await rejection(checkout.client.assessIdentity({ buyer: unverified }));
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(refused.issues.map((i) => i.path).sort()).toEqual(['buyer.phone', 'taxIdToken']);
    const minor = await rejection(
      checkout.client.assessIdentity({ buyer: buyer({ dateOfBirth: '2020-01-01' }) }),
    );
    expect(minor.issues).toEqual([{ path: 'buyer.dateOfBirth', message: expect.any(String) }]);
    const stored = await checkout.client.getOrderState();
    expect(stored).not.toHaveProperty('identity');
  });

  it('answers 409 once the order cannot be paid, and takes CORS like the widget endpoints', async () => {
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.usCredit);
    const late = await rejection(assess(checkout, buyer()));
    expect(late).toMatchObject({ status: 409, code: 'CONFLICT' });
    const preflight = await t.raw('OPTIONS', '/v1/checkout/identity/assess', {
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('confirm and the identity document', { timeout: 20_000 }, () => {
  it('refuses a medium-risk buyer without a verified document, naming identity', async () => {
    const checkout = await t.open();
    const refused = await rejection(
      checkout.payWithCard(CARDS.usCredit, medium, undefined, { document: false }),
    );
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(refused.issues).toEqual([
      {
        path: 'identity',
        message: expect.stringMatching(/POST \/v1\/checkout\/identity\/assess.*document frame/),
      },
    ]);
    expect((await checkout.client.getOrderState()).order.status).toBe('Draft');
  });

  it('pays a low-risk buyer without any assessment, as before', async () => {
    const checkout = await t.open();
    await checkout.payWithCard(CARDS.usCredit, buyer(), undefined, { document: false });
    await checkout.waitFor('Processed');
  });

  it('skips the document when the merchant does not check documents', async () => {
    const off = await startTestSandbox({
      merchants: [{ ...MERCHANT, name: 'No documents', buyerChecks: { identity: false } }],
    });
    try {
      const checkout = await off.open(nftRequest());
      const checks = await passBuyerChecks(off.url, checkout.token, high, undefined, {
        document: false,
      });
      const state = await checkout.client.assessIdentity({ buyer: high, ...checks });
      expect(state.identity).toMatchObject({ required: false, status: 'not_required' });
      await checkout.payWithCard(CARDS.usCredit, high, undefined, { document: false });
      await checkout.waitFor('Processed');
    } finally {
      await off.close();
    }
  });

  it('does not ask again for 90 days: a second order of the customer is verified already', async () => {
    // Its own sandbox: the 90-day clock jump would expire every other test's orders.
    const own = await startTestSandbox();
    const assessIn = async (checkout: Checkout, who: Buyer) =>
      checkout.client.assessIdentity({
        buyer: who,
        ...(await passBuyerChecks(own.url, checkout.token, who, undefined, { document: false })),
      });
    const userId = crypto.randomUUID();
    const first = await own.open(nftRequest({ externalUserId: userId }));
    const verified = await verifyIdentityDocument(
      own.url,
      first.token,
      medium,
      await passBuyerChecks(own.url, first.token, medium, undefined, { document: false }),
    );
    expect(verified.identity?.status).toBe('verified');
    const verificationId = verified.identity?.verificationId;
    const second = await own.open(nftRequest({ externalUserId: userId }));
    const state = await assessIn(second, high);
    expect(state.identity).toEqual({
      required: false,
      status: 'verified',
      verificationId,
      attemptsLeft: 3,
      history: [],
    });
    await second.payWithCard(CARDS.usCredit, high, undefined, { document: false });
    const [risk] = await own.merchant.listCustomers({ customer_id: userId });
    expect(risk).toMatchObject({
      level: 'low',
      customer: { isDocumentVerified: true, documentVerificationId: verificationId },
    });
    // Another customer, or 90 days later, is asked again.
    const other = await own.open();
    expect((await assessIn(other, medium)).identity?.status).toBe('required');
    own.sandbox.clock.advance(90 * 24 * 60 * 60_000);
    const later = await own.open(nftRequest({ externalUserId: userId }));
    expect((await assessIn(later, medium)).identity?.status).toBe('required');
    await own.close();
  });
});
