import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NftCheckoutError } from './errors.js';
import { createServiceClient, type ServiceClient } from './serviceClient.js';
import { failure } from './testing/failure.js';
import { clientTokenRequest, clientTokenResponse, order } from './testing/fixtures.js';
import {
  dropConnection,
  json,
  refusedBaseUrl,
  type ScriptedServer,
  startScriptedServer,
  text,
} from './testing/scriptedServer.js';

const credentials = { clientId: 'merchant-id', clientSecret: 'Sup3r-S3cret-Value' };
const BASIC_TOKEN = Buffer.from('merchant-id:Sup3r-S3cret-Value').toString('base64');

let server: ScriptedServer;
let client: ServiceClient;

beforeAll(async () => {
  server = await startScriptedServer();
  client = createServiceClient({ baseUrl: server.baseUrl, credentials, retry: { retries: 0 } });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('error answers map to codes', () => {
  it.each([
    [400, { code: 'UNAUTHORIZED', message: 'Invalid client credentials.' }, 'UNAUTHORIZED'],
    [400, { code: 'UNAUTHORIZED' }, 'UNAUTHORIZED'],
    [400, { code: 'BAD_REQUEST', message: 'nope' }, 'VALIDATION'],
    [401, { code: 'UNAUTHORIZED', message: 'no' }, 'UNAUTHORIZED'],
    [401, { code: 'EXPIRED', message: 'token expired' }, 'EXPIRED'],
    [401, {}, 'UNAUTHORIZED'],
    [402, { code: 'PAYMENT_FAILED', message: 'bank login failed' }, 'PAYMENT_FAILED'],
    [402, {}, 'PAYMENT_FAILED'],
    [403, {}, 'FORBIDDEN'],
    [404, {}, 'NOT_FOUND'],
    [409, {}, 'CONFLICT'],
    [410, {}, 'EXPIRED'],
    [413, {}, 'PAYLOAD_TOO_LARGE'],
    [418, {}, 'VALIDATION'],
    [422, { code: 'INVALID_CHECKPOINT', message: 'unknown checkpoint' }, 'VALIDATION'],
    [429, {}, 'RATE_LIMITED'],
    [500, {}, 'SERVER'],
    [502, {}, 'SERVER'],
    [503, {}, 'SERVER'],
    [504, {}, 'SERVER'],
  ])('%d %j → %s', async (status, body, code) => {
    server.script(json(status, body));
    const error = await failure(client.createClientToken(clientTokenRequest()));
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.requestId).toBe(server.requests[0]?.headers['x-request-id']);
    if ('message' in body) expect(error.message).toBe(body.message);
    else expect(error.message).toMatch(new RegExp(`^The service answered ${status}\\b`));
  });

  it('400 VALIDATION carries the field issues of the body', async () => {
    const issues = [{ path: 'nft.price', message: 'must be at least 0' }];
    server.script(json(400, { code: 'VALIDATION', message: 'Invalid request.', issues }));
    const error = await failure(client.createClientToken(clientTokenRequest()));
    expect(error.code).toBe('VALIDATION');
    expect(error.issues).toEqual(issues);
  });

  it('a non-JSON error page still maps by status', async () => {
    server.script(text(502, '<html>Bad Gateway</html>', 'text/html'));
    const error = await failure(client.getOrder('x'));
    expect(error.code).toBe('SERVER');
    expect(error.message).toBe('The service answered 502 Bad Gateway.');
  });
});

describe('answers that break the interface', () => {
  it('invalid JSON → INVALID_RESPONSE', async () => {
    server.script(text(200, '{"id": "ord_1",', 'application/json'));
    const error = await failure(client.getOrder('ord_1'));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.status).toBe(200);
    expect(error.message).toBe('The service answered with invalid JSON.');
  });

  it('an empty body → INVALID_RESPONSE', async () => {
    server.script(text(200, ''));
    expect((await failure(client.getOrder('ord_1'))).code).toBe('INVALID_RESPONSE');
  });

  it('a body that does not match the schema → INVALID_RESPONSE naming the field', async () => {
    server.script(json(200, { ...order(), status: 'Shipped', total: '500' }));
    const error = await failure(client.getOrder('ord_1'));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.issues.map((i) => i.path).sort()).toEqual(['status', 'total']);
    expect(error.message).toContain('status must be one of');
  });

  it('a single order where the list is expected → INVALID_RESPONSE', async () => {
    server.script(json(200, order()));
    expect((await failure(client.listOrders())).code).toBe('INVALID_RESPONSE');
  });
});

describe('transport failures', () => {
  it('connection refused → NETWORK', async () => {
    const refused = createServiceClient({
      baseUrl: await refusedBaseUrl(),
      credentials,
      retry: { retries: 0 },
    });
    const error = await failure(refused.getOrder('ord_1'));
    expect(error.code).toBe('NETWORK');
    expect(error.status).toBeUndefined();
    expect(error.message).toContain('GET /orders/ord_1');
    expect(error.cause).toBeDefined();
  });

  it('a dropped connection → NETWORK', async () => {
    server.script(dropConnection());
    expect((await failure(client.createClientToken(clientTokenRequest()))).code).toBe('NETWORK');
  });
});

describe('credentials never leak into errors', () => {
  function expectClean(error: NftCheckoutError) {
    for (const text of [
      error.message,
      JSON.stringify(error),
      JSON.stringify(error.toJSON()),
      inspect(error, { depth: 5 }),
    ]) {
      expect(text).not.toContain(credentials.clientSecret);
      expect(text).not.toContain(BASIC_TOKEN);
    }
  }

  it('when the service echoes the Authorization header and the secret back', async () => {
    server.script((req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'UNAUTHORIZED',
          message: `Bad credentials: ${req.headers.authorization} (${credentials.clientSecret})`,
          issues: [{ path: 'authorization', message: `${req.headers.authorization}` }],
        }),
      );
    });
    const error = await failure(client.createClientToken(clientTokenRequest()));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toBe('Bad credentials: Basic [redacted] ([redacted])');
    expectClean(error);
  });

  it.each([
    [
      'VALIDATION',
      (c: ServiceClient) => c.createClientToken({ ...clientTokenRequest(), expiresIn: 0 }),
    ],
    ['SERVER', (c: ServiceClient) => c.createClientToken(clientTokenRequest())],
    ['INVALID_RESPONSE', (c: ServiceClient) => c.getOrder('o')],
  ] as const)('in %s errors', async (code, call) => {
    server.script(code === 'SERVER' ? json(500, {}) : json(200, { not: 'an order' }));
    const error = await failure(call(client));
    expect(error.code).toBe(code);
    expectClean(error);
  });

  it('in NETWORK and TIMEOUT errors', async () => {
    const refused = createServiceClient({
      baseUrl: await refusedBaseUrl(),
      credentials,
      retry: { retries: 0 },
    });
    expectClean(await failure(refused.getOrder('o')));
    server.script(() => {});
    const slow = createServiceClient({
      baseUrl: server.baseUrl,
      credentials,
      timeoutMs: 50,
      retry: { retries: 0 },
    });
    const timeout = await failure(slow.getOrder('o'));
    expect(timeout.code).toBe('TIMEOUT');
    expectClean(timeout);
  });

  it('the client object itself does not expose them', () => {
    expect(JSON.stringify(client)).not.toContain(credentials.clientSecret);
    expect(inspect(client, { depth: 5 })).not.toContain(credentials.clientSecret);
  });

  it('a successful answer is unaffected by redaction', async () => {
    server.script(json(200, clientTokenResponse()));
    await expect(client.createClientToken(clientTokenRequest())).resolves.toEqual(
      clientTokenResponse(),
    );
  });
});
