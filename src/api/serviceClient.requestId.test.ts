import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient, type ServiceClient } from './serviceClient.js';
import { order, riskRequestB, riskResponse } from './testing/fixtures.js';
import { json, type ScriptedServer, startScriptedServer } from './testing/scriptedServer.js';
import { credentials } from './testing/serviceClientCases.js';

let server: ScriptedServer;
let client: ServiceClient;

beforeAll(async () => {
  server = await startScriptedServer();
  client = createServiceClient({ baseUrl: server.baseUrl, credentials, retry: { retries: 0 } });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

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
