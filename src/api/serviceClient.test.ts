import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient, type ServiceClient } from './serviceClient.js';
import {
  bankAccount,
  clientTokenRequest,
  clientTokenResponse,
  identityTokenResponse,
  order,
  riskRequestA,
  riskRequestB,
  riskResponse,
  verificationResult,
} from './testing/fixtures.js';
import { json, type ScriptedServer, startScriptedServer } from './testing/scriptedServer.js';

const credentials = { clientId: 'merchant-id', clientSecret: 's3cr3t-value' };
const BASIC = `Basic ${Buffer.from('merchant-id:s3cr3t-value').toString('base64')}`;

let server: ScriptedServer;
let client: ServiceClient;

beforeAll(async () => {
  server = await startScriptedServer();
  client = createServiceClient({ baseUrl: server.baseUrl, credentials, retry: { retries: 0 } });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Case {
  name: string;
  call: (c: ServiceClient) => Promise<unknown>;
  answer: unknown;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

const tokenRequest = clientTokenRequest();
const event = { type: 'Delivered', orderId: 'ord_1', transactionHash: '0xabc' } as const;
const ach = { processor_token: 'processor-sandbox-1', bank_aggregator: 'plaid' } as const;

/** The 11 endpoints of spec section 4, in its order (GET /orders twice: list and page). */
const CASES: Case[] = [
  {
    name: '1 createClientToken',
    call: (c) => c.createClientToken(tokenRequest),
    answer: clientTokenResponse(),
    method: 'POST',
    path: '/v1/auth/client-tokens',
    body: tokenRequest,
  },
  {
    name: '2 listOrders',
    call: (c) =>
      c.listOrders({
        reference: 'ref-1',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        externalUserId: 'user-1',
      }),
    answer: [order(), { ...order(), id: 'ord_2', status: 'Draft' }],
    method: 'GET',
    path: '/v1/orders',
    query: {
      reference: 'ref-1',
      startDate: '2026-01-01',
      startData: '2026-01-01',
      endDate: '2026-01-31',
      externalUserId: 'user-1',
    },
  },
  {
    name: '2 listOrderPage',
    call: (c) =>
      c.listOrderPage({ externalUserId: 'user-1', limit: 20, cursor: 'c-1' }).then((page) => {
        // The scripted answer has no X-Next-Cursor: this is the last page.
        expect(page.nextCursor).toBeUndefined();
        return page.orders;
      }),
    answer: [order()],
    method: 'GET',
    path: '/v1/orders',
    query: { externalUserId: 'user-1', limit: '20', cursor: 'c-1' },
  },
  {
    name: '3 getOrder',
    call: (c) => c.getOrder('ord 1/x'),
    answer: order(),
    method: 'GET',
    path: '/v1/orders/ord%201%2Fx',
  },
  {
    name: '4 postOrderEvent',
    call: (c) => c.postOrderEvent(event),
    answer: { success: true },
    method: 'POST',
    path: '/v1/orders/events',
    body: event,
  },
  {
    name: '5 createIdentityDocumentToken',
    call: (c) =>
      c.createIdentityDocumentToken({ sessionKey: 'sk-1', platform: 'ios', provider: 'incode' }),
    answer: identityTokenResponse(),
    method: 'POST',
    path: '/v1/identity-documents/tokens',
    body: { sessionKey: 'sk-1', platform: 'ios', provider: 'incode' },
  },
  {
    name: '6 evaluateCustomer (shape A)',
    call: (c) => c.evaluateCustomer(riskRequestA()),
    answer: riskResponse(),
    method: 'POST',
    path: '/v1/customers',
    body: riskRequestA(),
  },
  {
    name: '6 evaluateCustomer (shape B)',
    call: (c) => c.evaluateCustomer(riskRequestB()),
    answer: riskResponse(),
    method: 'POST',
    path: '/v1/customers',
    body: riskRequestB(),
  },
  {
    name: '7 listCustomers',
    call: (c) => c.listCustomers({ customer_id: 'cust-1' }),
    answer: [riskResponse()],
    method: 'GET',
    path: '/v1/customers',
    query: { customer_id: 'cust-1' },
  },
  {
    name: '8 getVerification',
    call: (c) => c.getVerification('ver_1', { type: 'secure.me' }),
    answer: verificationResult(),
    method: 'GET',
    path: '/v1/identityDocuments/verifications/ver_1',
    query: { type: 'secure.me' },
  },
  {
    name: '9 getBankAccount',
    call: (c) => c.getBankAccount('ba-1'),
    answer: bankAccount(),
    method: 'GET',
    path: '/v1/payment-method/ach',
    query: { bank_account_id: 'ba-1' },
  },
  {
    name: '10 addBankAccount',
    call: (c) => c.addBankAccount(ach),
    answer: bankAccount(),
    method: 'POST',
    path: '/v1/payment-method/ach',
    body: ach,
  },
  {
    name: '11 deleteBankAccount',
    call: (c) => c.deleteBankAccount('ba-1'),
    answer: { success: 'true' },
    method: 'DELETE',
    path: '/v1/payment-method/ach',
    query: { bank_account_id: 'ba-1' },
  },
];

describe('createServiceClient: every endpoint of spec section 4', () => {
  it.each(CASES)('$name sends $method $path and parses the answer', async (c) => {
    server.script(json(200, c.answer));
    await expect(c.call(client)).resolves.toEqual(c.answer);

    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req?.method).toBe(c.method);
    expect(req?.path).toBe(c.path);
    expect(Object.fromEntries(req?.query ?? [])).toEqual(c.query ?? {});
    expect(req?.headers.authorization).toBe(BASIC);
    expect(req?.headers.accept).toBe('application/json');
    expect(req?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    if (c.body === undefined) {
      expect(req?.body).toBe('');
      expect(req?.headers['content-type']).toBeUndefined();
    } else {
      expect(JSON.parse(req?.body ?? '')).toEqual(c.body);
      expect(req?.headers['content-type']).toBe('application/json');
    }
  });

  it('covers the 11 endpoints (GET /orders as a list and as a page)', () => {
    const methods = Object.keys(client).filter((key) => key !== 'checkout');
    expect(methods).toHaveLength(12);
    expect(new Set(CASES.map((c) => c.name.split(' ')[1]))).toEqual(new Set(methods));
  });

  it('keeps tax percentages as the caller wrote them', async () => {
    server.script(json(200, clientTokenResponse()));
    await client.createClientToken({ ...tokenRequest, taxRates: { US: '5', 'US-CA': 7.25 } });
    expect(JSON.parse(server.requests[0]?.body ?? '').taxRates).toEqual({ US: '5', 'US-CA': 7.25 });
  });

  it('sends startData as startDate too, and no query at all when there is no filter', async () => {
    server.script(json(200, []));
    await client.listOrders({ startData: '2026-02-01' });
    await client.listOrders();
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
      startDate: '2026-02-01',
      startData: '2026-02-01',
    });
    expect([...(server.requests[1]?.query ?? [])]).toEqual([]);
  });

  it('works with a baseUrl that ends in a slash', async () => {
    const slash = createServiceClient({ baseUrl: `${server.baseUrl}/`, credentials });
    server.script(json(200, order()));
    await slash.getOrder('ord_1');
    expect(server.requests[0]?.path).toBe('/v1/orders/ord_1');
  });

  it('encodes non-ASCII credentials as UTF-8 in the Basic header', async () => {
    const utf8 = createServiceClient({
      baseUrl: server.baseUrl,
      credentials: { clientId: 'mérchant', clientSecret: 'pässwörd' },
    });
    server.script(json(200, order()));
    await utf8.getOrder('ord_1');
    expect(server.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('mérchant:pässwörd', 'utf8').toString('base64')}`,
    );
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const viaFetch = createServiceClient({
      baseUrl: server.baseUrl,
      credentials,
      fetch: (input, init) => {
        seen.push(`${init?.method} ${input}`);
        return fetch(input, init);
      },
    });
    server.script(json(200, order()));
    await viaFetch.getOrder('ord_1');
    expect(seen).toEqual([`GET ${server.baseUrl}/orders/ord_1`]);
  });
});

describe('X-Request-Id', () => {
  it('sends a fresh UUID per call by default', async () => {
    server.script(json(200, order()));
    await client.getOrder('a');
    await client.getOrder('b');
    const [first, second] = server.requests.map((r) => r.headers['x-request-id']);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  it('sends the caller’s id, and puts it on errors', async () => {
    server.script(json(200, riskResponse()), json(404, { code: 'NOT_FOUND', message: 'no' }));
    await client.evaluateCustomer(riskRequestB(), { requestId: 'checkout-42-A' });
    const error = await client.getOrder('x', { requestId: 'r'.repeat(72) }).catch((e) => e);
    expect(server.requests.map((r) => r.headers['x-request-id'])).toEqual([
      'checkout-42-A',
      'r'.repeat(72),
    ]);
    expect(error.requestId).toBe('r'.repeat(72));
  });

  it.each(['has space', 'under_score', 'r'.repeat(73), ''])(
    'refuses %j before sending',
    async (requestId) => {
      const error = await client.getOrder('x', { requestId }).catch((e) => e);
      expect(error.code).toBe('VALIDATION');
      expect(error.issues).toHaveLength(1);
      expect(server.requests).toHaveLength(0);
    },
  );
});
