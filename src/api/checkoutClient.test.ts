import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CheckoutClient, createCheckoutClient } from './checkoutClient.js';
import { createServiceClient } from './serviceClient.js';
import { failure } from './testing/failure.js';
import { checkoutSession, orderState, UUID_1, UUID_2 } from './testing/fixtures.js';
import { hang, json, type ScriptedServer, startScriptedServer } from './testing/scriptedServer.js';

const TOKEN = UUID_1;
let server: ScriptedServer;
let client: CheckoutClient;

beforeAll(async () => {
  server = await startScriptedServer();
  client = createCheckoutClient({
    baseUrl: server.baseUrl,
    clientToken: TOKEN,
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 },
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const buyer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  emailAddress: 'ada+low-risk@example.com',
  phone: '+19912345678',
  address: {
    street1: '1 Main St',
    city: 'SF',
    regionCode: 'CA',
    postalCode: '94105',
    countryCode: 'US',
  },
};
const quote = {
  currency: 'usd',
  subtotal: 100,
  taxRate: 7.25,
  taxRegion: 'US-CA',
  tax: 7.25,
  clientProcessingFee: 1,
  networkFee: 0.5,
  total: 108.75,
};
const card = { number: '4659105569051157', expMonth: 12, expYear: 2030, cvc: '123' };
const cardToken = {
  cardToken: 'ct_1',
  brand: 'visa',
  last4: '1157',
  paymentMethodType: 'us_debit',
};
const bankLink = {
  bankAccountId: UUID_2,
  institutionName: 'Bank',
  accountName: 'Checking',
  mask: '0000',
};
const confirmBody = { buyer, payment: { type: 'card', cardToken: 'ct_1' } } as const;

const CASES: Array<{
  name: string;
  call: (c: CheckoutClient) => Promise<unknown>;
  answer: unknown;
  method: string;
  path: string;
  body?: unknown;
}> = [
  {
    name: 'getSession',
    call: (c) => c.getSession(),
    answer: checkoutSession(),
    method: 'GET',
    path: '/v1/checkout/session',
  },
  {
    name: 'getOrderState',
    call: (c) => c.getOrderState(),
    answer: orderState(),
    method: 'GET',
    path: '/v1/checkout/order',
  },
  {
    name: 'pollOrderState',
    call: (c) => c.pollOrderState(),
    answer: orderState(),
    method: 'GET',
    path: '/v1/checkout/order',
  },
  {
    name: 'quote',
    call: (c) =>
      c.quote({ address: { countryCode: 'US', regionCode: 'CA' }, paymentMethodType: 'us_debit' }),
    answer: quote,
    method: 'POST',
    path: '/v1/checkout/quote',
    body: { address: { countryCode: 'US', regionCode: 'CA' }, paymentMethodType: 'us_debit' },
  },
  {
    name: 'requestPhoneCode',
    call: (c) => c.requestPhoneCode({ phone: '+1 991 234 5678' }),
    answer: {
      status: 'sent',
      phone: '+1 991 234 5678',
      expiresAt: '2026-11-22T10:10:00.000Z',
      resendAt: '2026-11-22T10:00:30.000Z',
    },
    method: 'POST',
    path: '/v1/checkout/phone/code',
    body: { phone: '+1 991 234 5678' },
  },
  {
    name: 'verifyPhone',
    call: (c) => c.verifyPhone({ phone: '+1 991 234 5678', code: '345678' }),
    answer: { status: 'wrong', phone: '+1 991 234 5678', attemptsLeft: 4 },
    method: 'POST',
    path: '/v1/checkout/phone/verify',
    body: { phone: '+1 991 234 5678', code: '345678' },
  },
  {
    name: 'tokenizeCard',
    call: (c) => c.tokenizeCard(card),
    answer: cardToken,
    method: 'POST',
    path: '/v1/checkout/cards',
    body: card,
  },
  {
    name: 'linkBankAccount',
    call: (c) =>
      c.linkBankAccount({ aggregator: 'plaid', username: 'user_good', password: 'pass_good' }),
    answer: bankLink,
    method: 'POST',
    path: '/v1/checkout/bank-links',
    body: { aggregator: 'plaid', username: 'user_good', password: 'pass_good' },
  },
  {
    name: 'confirm',
    call: (c) => c.confirm(confirmBody, UUID_2),
    answer: orderState(),
    method: 'POST',
    path: '/v1/checkout/confirm',
    body: confirmBody,
  },
  {
    name: 'assessIdentity',
    call: (c) => c.assessIdentity({ buyer }),
    answer: orderState(),
    method: 'POST',
    path: '/v1/checkout/identity/assess',
    body: { buyer },
  },
  {
    name: 'extendExpiry',
    call: (c) => c.extendExpiry({ expiresAt: '2026-11-22T10:30:00.000Z' }),
    answer: {
      state: orderState(),
      expiresAt: '2026-11-22T10:40:00.000Z',
      maxExpiresAt: '2026-11-22T11:00:00.000Z',
      now: '2026-11-22T10:28:00.000Z',
    },
    method: 'POST',
    path: '/v1/checkout/order/extend',
    body: { expiresAt: '2026-11-22T10:30:00.000Z' },
  },
  {
    name: 'sendDeviceData',
    call: (c) => c.sendDeviceData({ attributes: { Browser: ['Chrome'] } }),
    answer: { success: true },
    method: 'POST',
    path: '/v1/checkout/device',
    body: { attributes: { Browser: ['Chrome'] } },
  },
];

describe('createCheckoutClient', () => {
  it.each(CASES)('$name sends $method $path with the Bearer client token', async (c) => {
    server.script(json(200, c.answer));
    await expect(c.call(client)).resolves.toEqual(JSON.parse(JSON.stringify(c.answer)));
    const [req] = server.requests;
    expect(server.requests).toHaveLength(1);
    expect(req?.method).toBe(c.method);
    expect(req?.path).toBe(c.path);
    expect(req?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    if (c.body === undefined) expect(req?.body).toBe('');
    else expect(JSON.parse(req?.body ?? '')).toEqual(c.body);
  });

  it('covers every method', () => {
    const names = [...CASES.map((c) => c.name), 'openOrderEvents'];
    expect(Object.keys(client).sort()).toEqual(names.sort());
  });

  it('openOrderEvents opens the event stream with the client token and Last-Event-ID', async () => {
    server.script(json(200, {}));
    const res = await client.openOrderEvents('7');
    expect(res.status).toBe(200);
    const [req] = server.requests;
    expect(req?.method).toBe('GET');
    expect(req?.path).toBe('/v1/checkout/order/events');
    expect(req?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req?.headers.accept).toBe('text/event-stream');
    expect(req?.headers['last-event-id']).toBe('7');
  });

  it('pollOrderState is never retried: the next poll is the retry', async () => {
    server.script(json(503, {}));
    await failure(client.pollOrderState());
    expect(server.requests).toHaveLength(1);
  });

  it('confirm sends the Idempotency-Key header and is retried with it after 5xx', async () => {
    server.script(json(503, {}), json(200, orderState()));
    await client.confirm(confirmBody, UUID_2);
    expect(server.requests).toHaveLength(2);
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual([UUID_2, UUID_2]);
  });

  it('confirm refuses an idempotency key that is not a uuid, before sending', async () => {
    const error = await failure(client.confirm(confirmBody, 'key-1'));
    expect(error.code).toBe('VALIDATION');
    expect(server.requests).toHaveLength(0);
  });

  it('phone codes: a bad phone or code is refused before sending; a wrong code is never retried', async () => {
    expect((await failure(client.requestPhoneCode({ phone: '555 0100' }))).code).toBe('VALIDATION');
    const short = client.verifyPhone({ phone: '+1 991 234 5678', code: '12345' });
    expect((await failure(short)).code).toBe('VALIDATION');
    expect(server.requests).toHaveLength(0);
    server.script(json(503, {}));
    await failure(client.verifyPhone({ phone: '+1 991 234 5678', code: '123456' }));
    expect(server.requests).toHaveLength(1);
  });

  it('phone codes: an answer outside the interface is INVALID_RESPONSE', async () => {
    server.script(json(200, { status: 'maybe', phone: '+1 991 234 5678' }));
    const error = await failure(client.verifyPhone({ phone: '+1 991 234 5678', code: '123456' }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('card tokenization and bank links are not retried', async () => {
    server.script(json(500, {}));
    await failure(client.tokenizeCard(card));
    await failure(client.linkBankAccount({ aggregator: 'plaid', username: 'u', password: 'p' }));
    expect(server.requests).toHaveLength(2);
  });

  it('a quote changes nothing and is retried', async () => {
    server.script(json(502, {}), json(200, quote));
    await client.quote({ address: { countryCode: 'US' }, paymentMethodType: 'ach' });
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    [
      'quote',
      (c: CheckoutClient) =>
        c.quote({ address: { countryCode: 'usa' }, paymentMethodType: 'ach' } as never),
    ],
    ['tokenizeCard', (c: CheckoutClient) => c.tokenizeCard({ ...card, cvc: '12' })],
    [
      'confirm',
      (c: CheckoutClient) =>
        c.confirm({ buyer, payment: { type: 'ach', bankAccountId: 'x' } }, UUID_2),
    ],
  ])('%s validates its body before sending', async (_name, call) => {
    expect((await failure(call(client))).code).toBe('VALIDATION');
    expect(server.requests).toHaveLength(0);
  });

  it('maps an expired token and a conflict', async () => {
    server.script(json(401, { code: 'EXPIRED', message: 'The checkout session expired.' }));
    expect((await failure(client.getSession())).code).toBe('EXPIRED');
    server.script(json(409, { code: 'CONFLICT', message: 'Order is not Draft.' }));
    expect((await failure(client.confirm(confirmBody, UUID_2))).code).toBe('CONFLICT');
  });

  it('honours an AbortSignal', async () => {
    server.script(hang());
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    expect((await failure(client.getOrderState({ signal: controller.signal }))).code).toBe(
      'ABORTED',
    );
  });

  it('needs a client token and a usable baseUrl', () => {
    expect(() => createCheckoutClient({ baseUrl: server.baseUrl, clientToken: '' })).toThrow(
      expect.objectContaining({ code: 'CONFIGURATION' }),
    );
    expect(() => createCheckoutClient({ baseUrl: 'nope', clientToken: TOKEN })).toThrow(
      expect.objectContaining({ code: 'CONFIGURATION' }),
    );
  });
});

describe('serviceClient.checkout', () => {
  it('is a checkout client on the same baseUrl with the Bearer client token', async () => {
    const service = createServiceClient({ baseUrl: server.baseUrl, clientToken: TOKEN });
    server.script(json(200, orderState()));
    await service.checkout.getOrderState();
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(service.checkout).toBe(service.checkout);
  });

  it('without a client token → CONFIGURATION when used', () => {
    const service = createServiceClient({ baseUrl: server.baseUrl });
    expect(() => service.checkout).toThrow(expect.objectContaining({ code: 'CONFIGURATION' }));
    expect({ ...service }).not.toHaveProperty('checkout');
  });
});
