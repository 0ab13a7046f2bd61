import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient, type ServiceClient } from './serviceClient.js';
import { clientTokenResponse, order } from './testing/fixtures.js';
import { json, type ScriptedServer, startScriptedServer } from './testing/scriptedServer.js';
import { BASIC, CASES, credentials, tokenRequest } from './testing/serviceClientCases.js';

let server: ScriptedServer;
let client: ServiceClient;

beforeAll(async () => {
  server = await startScriptedServer();
  client = createServiceClient({ baseUrl: server.baseUrl, credentials, retry: { retries: 0 } });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('createServiceClient: every endpoint of spec section 4, and the wallet domains', () => {
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

  it('covers the 11 endpoints (GET /orders as a list and as a page) and the 3 domain calls', () => {
    const methods = Object.keys(client).filter((key) => key !== 'checkout');
    expect(methods).toHaveLength(15);
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
