import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CheckoutClient, createCheckoutClient } from './checkoutClient.js';
import { buyer, card, confirmBody, quote, TOKEN } from './testing/checkoutClientCases.js';
import { failure } from './testing/failure.js';
import { orderState, UUID_2 } from './testing/fixtures.js';
import { json, type ScriptedServer, startScriptedServer } from './testing/scriptedServer.js';

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

describe('createCheckoutClient', () => {
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
});
