import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CheckoutClient, createCheckoutClient } from './checkoutClient.js';
import { createServiceClient } from './serviceClient.js';
import { CASES, confirmBody, TOKEN } from './testing/checkoutClientCases.js';
import { failure } from './testing/failure.js';
import { orderState, UUID_2 } from './testing/fixtures.js';
import {
  hang,
  json,
  type ScriptedServer,
  startScriptedServer,
  withOwnServer,
} from './testing/scriptedServer.js';

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

  it('maps an expired token and a conflict', async () => {
    server.script(json(401, { code: 'EXPIRED', message: 'The checkout session expired.' }));
    expect((await failure(client.getSession())).code).toBe('EXPIRED');
    server.script(json(409, { code: 'CONFLICT', message: 'Order is not Draft.' }));
    expect((await failure(client.confirm(confirmBody, UUID_2))).code).toBe('CONFLICT');
  });

  it('honours an AbortSignal', () =>
    withOwnServer(async (own) => {
      own.script(hang());
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 20);
      const c = createCheckoutClient({ baseUrl: own.baseUrl, clientToken: TOKEN });
      expect((await failure(c.getOrderState({ signal: controller.signal }))).code).toBe('ABORTED');
    }));

  it("getSession's parse runs after the schemas module's warmUp, with the schema and the JSON", async () => {
    const schemas = await import('./checkoutSchemas.js');
    const warmed: unknown[][] = [];
    const c = createCheckoutClient({
      baseUrl: server.baseUrl,
      clientToken: TOKEN,
      loadSchemas: async () => ({
        ...schemas,
        warmUp: async (schema: object, json: unknown) => {
          warmed.push([schema, json]);
        },
      }),
    });
    const answer = CASES.find((c) => c.name === 'getSession')?.answer;
    server.script(json(200, answer));
    await expect(c.getSession()).resolves.toEqual(JSON.parse(JSON.stringify(answer)));
    expect(warmed).toEqual([[schemas.checkoutSessionSchema, JSON.parse(JSON.stringify(answer))]]);
    // A bad answer is still refused by the whole schema's parse, after the warm-up.
    server.script(json(200, { ...(answer as object), nft: 'none' }));
    expect((await failure(c.getSession())).code).toBe('INVALID_RESPONSE');
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
