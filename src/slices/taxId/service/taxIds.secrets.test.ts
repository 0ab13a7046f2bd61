// An SSN, valid or not, never leaves the sandbox: not in any answer's body or headers, not in
// any log line. SSNs go to every endpoint where a body, a query or a path can carry them, through
// the tax-id endpoint's good and bad paths, and through paid checkouts whose risk check read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SSNS } from '../../../api/ssn.js';
import { riskRequestA } from '../../../api/testing/fixtures.js';
import { ROUTES } from '../../../sandbox/endpointHandlers.js';
import { createTaxIdToken, verifyIdentityDocument } from '../../../sandbox/testing/buyerChecks.js';
import {
  basic,
  buyer,
  CARDS,
  MERCHANT,
  nftRequest,
  type RawResponse,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { validBody } from '../../../sandbox/testing/sweep.js';

const VALID = ['287654321', '078051120', TEST_SSNS.high, TEST_SSNS.veryHigh];
const INVALID = ['000123456', '666123456', '912345678', '123006789', '123450000'];
const dashed = (ssn: string) => `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`;

let t: TestSandbox;
const log: string[] = [];
beforeAll(async () => {
  t = await startTestSandbox({ quiet: false, log: (line) => log.push(line) });
});
afterAll(() => t.close());

/** Everything a client could read of an answer: status line aside, headers and body. */
const seen = (res: RawResponse) => `${JSON.stringify([...res.headers])}\n${res.text}`;

function expectNoSsn(text: string, what: string) {
  for (const ssn of [...VALID, ...INVALID]) {
    expect(text, `${what} holds ${ssn}`).not.toContain(ssn);
    expect(text, `${what} holds ${dashed(ssn)}`).not.toContain(dashed(ssn));
  }
}

/** A valid body of each POST, with the SSN where an SSN could go. */
function bodyWith(path: string, orderId: string, ssn: string): unknown {
  if (path === '/v1/customers') {
    const request = riskRequestA();
    request.customer.taxId = ssn;
    return request;
  }
  if (path === '/v1/checkout/phone/verify') return { phone: '+1 991 555 0401', code: ssn };
  if (path === '/v1/checkout/tax-ids') return { taxId: ssn };
  return { ...(validBody(path, orderId) as object), taxId: ssn };
}

describe('no SSN in any answer or log line', { timeout: 60_000 }, () => {
  it('through every endpoint', async () => {
    for (const ssn of [...VALID, ...INVALID, dashed(VALID[0] as string)]) {
      const checkout = await t.open();
      const authFor = (path: string) =>
        path.startsWith('/v1/checkout/') ? `Bearer ${checkout.token}` : basic(MERCHANT);
      for (const route of ROUTES) {
        const path = route.path.replace(/:\w+/g, ssn);
        const res = await t.raw(route.method, `${path}?taxId=${ssn}`, {
          auth: authFor(route.path),
          body: route.method === 'POST' ? bodyWith(route.path, checkout.orderId, ssn) : undefined,
          headers: { 'idempotency-key': crypto.randomUUID() },
          headersOnly: true,
        });
        expectNoSsn(seen(res), `${route.method} ${route.path} ${res.status}`);
      }
    }
    expectNoSsn(log.join('\n'), 'the log');
  });

  it('through the tax-id endpoint, confirm, the risk check and every read after it', async () => {
    for (const ssn of VALID) {
      const externalUserId = crypto.randomUUID();
      const checkout = await t.open(
        nftRequest({
          externalUserId,
          nft: { ...nftRequest().nft, executionType: 'smart_contract' },
        }),
      );
      const auth = `Bearer ${checkout.token}`;
      const kept = await t.raw('POST', '/v1/checkout/tax-ids', { auth, body: { taxId: ssn } });
      expect(kept.status).toBe(201);
      expectNoSsn(seen(kept), 'the tax id answer');
      // Confirm refuses the SSN itself in place of a token.
      const { cardToken } = await checkout.client.tokenizeCard({
        number: CARDS.usCredit,
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      });
      const payment = { type: 'card', cardToken };
      const refused = await t.raw('POST', '/v1/checkout/confirm', {
        auth,
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: { buyer: buyer(), payment, taxIdToken: ssn },
      });
      expect(refused.status).toBe(400);
      expectNoSsn(seen(refused), 'the refused confirm');
      const { taxIdToken } = await createTaxIdToken(t.url, checkout.token, ssn);
      if (ssn === TEST_SSNS.high) {
        // High risk pays with a verified document; the assessment reads the SSN too.
        const assessed = await verifyIdentityDocument(t.url, checkout.token, buyer(), {
          taxIdToken,
        });
        expectNoSsn(JSON.stringify(assessed), 'the identity assessment');
      }
      const paid = await t.raw('POST', '/v1/checkout/confirm', {
        auth,
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: { buyer: buyer(), payment, taxIdToken },
      });
      expect(paid.status).toBe(200);
      expectNoSsn(seen(paid), 'the confirm answer');
      await checkout.waitFor(ssn === TEST_SSNS.veryHigh ? 'Refunded' : 'Complete');
      const merchant = basic(MERCHANT);
      for (const [path, a] of [
        ['/v1/checkout/session', auth],
        ['/v1/checkout/order', auth],
        [`/v1/orders/${checkout.orderId}`, merchant],
        ['/v1/orders', merchant],
        [`/v1/customers?customer_id=${externalUserId}`, merchant],
        ['/v1/customers', merchant],
      ] as const) {
        expectNoSsn(seen(await t.raw('GET', path, { auth: a })), path);
      }
      const [risk] = await t.merchant.listCustomers({ customer_id: externalUserId });
      expect(risk?.customer.taxId).toBe(`•••-••-${ssn.slice(-4)}`);
    }
    expectNoSsn(log.join('\n'), 'the log');
    // Only the sandbox's memory has them: not the store, which another implementation may write.
    const stored = JSON.stringify([
      ...t.sandbox.store.orders.values(),
      ...t.sandbox.store.riskResponses.values(),
      ...t.sandbox.store.tokens.values(),
      ...t.sandbox.store.cards.values(),
    ]);
    expectNoSsn(stored, 'the store');
  });
});
