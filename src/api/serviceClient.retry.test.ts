import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetch, RetryPolicy } from './http.js';
import { createServiceClient, type ServiceClient } from './serviceClient.js';
import { countingFetch } from './testing/countingFetch.js';
import { failure } from './testing/failure.js';
import { clientTokenRequest, clientTokenResponse, order } from './testing/fixtures.js';
import {
  delayed,
  dropConnection,
  hang,
  json,
  type ScriptedServer,
  startScriptedServer,
  text,
  withOwnServer,
} from './testing/scriptedServer.js';

const credentials = { clientId: 'merchant-id', clientSecret: 'secret-value' };
const FAST: RetryPolicy = { retries: 2, baseDelayMs: 1, maxDelayMs: 5 };

let server: ScriptedServer;

function clientWith(
  options: {
    retry?: Partial<RetryPolicy>;
    timeoutMs?: number;
    fetch?: Fetch;
    baseUrl?: string;
  } = {},
) {
  return createServiceClient({ baseUrl: server.baseUrl, credentials, retry: FAST, ...options });
}

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

const unavailable = json(503, { code: 'SERVER', message: 'try later' });
const event = { type: 'Delivered', orderId: 'ord_1', transactionHash: '0x1' } as const;

describe('retries: idempotent requests, on 5xx, timeouts and network failures', () => {
  const IDEMPOTENT: Array<[string, (c: ServiceClient) => Promise<unknown>, unknown]> = [
    ['GET', (c) => c.getOrder('ord_1'), order()],
    ['DELETE', (c) => c.deleteBankAccount('ba-1'), { success: true }],
    ['POST marked idempotent (order event)', (c) => c.postOrderEvent(event), { success: true }],
  ];

  it.each(IDEMPOTENT)('%s is retried after 5xx until it succeeds', async (_name, call, answer) => {
    server.script(unavailable, json(500, {}), json(200, answer));
    await expect(call(clientWith())).resolves.toEqual(answer);
    expect(server.requests).toHaveLength(3);
  });

  it.each(IDEMPOTENT)('%s gives up after 1 + retries attempts', async (_name, call) => {
    server.script(unavailable);
    const error = await failure(call(clientWith()));
    expect(error.code).toBe('SERVER');
    expect(error.status).toBe(503);
    expect(server.requests).toHaveLength(1 + FAST.retries);
  });

  it('every attempt carries the same X-Request-Id', async () => {
    server.script(unavailable, unavailable, json(200, order()));
    await clientWith().getOrder('ord_1', { requestId: 'one-id-for-all' });
    expect(server.requests.map((r) => r.headers['x-request-id'])).toEqual([
      'one-id-for-all',
      'one-id-for-all',
      'one-id-for-all',
    ]);
  });

  it('a dropped connection is retried', async () => {
    server.script(dropConnection(), json(200, order()));
    await expect(clientWith().getOrder('ord_1')).resolves.toEqual(order());
    expect(server.requests).toHaveLength(2);
  });

  it('a timeout is retried', () =>
    withOwnServer(async (own) => {
      own.script(hang(), json(200, order()));
      const { fetch, attempts } = countingFetch();
      const c = clientWith({ timeoutMs: 80, fetch, baseUrl: own.baseUrl });
      await expect(c.getOrder('ord_1')).resolves.toEqual(order());
      // Two when the first attempt reached the server in time; a late one costs one more.
      expect(attempts.length).toBeGreaterThanOrEqual(2);
    }));

  it('retries: 0 means one attempt', async () => {
    server.script(unavailable);
    await failure(clientWith({ retry: { retries: 0 } }).getOrder('ord_1'));
    expect(server.requests).toHaveLength(1);
  });

  it('an undefined field of the policy falls back to its default instead of retrying forever', async () => {
    server.script(unavailable);
    const c = clientWith({ retry: { retries: undefined, baseDelayMs: 1, maxDelayMs: 2 } });
    await failure(c.getOrder('ord_1'));
    expect(server.requests).toHaveLength(4); // default: 3 retries
  });
});

describe('no retries', () => {
  const NOT_IDEMPOTENT: Array<[string, (c: ServiceClient) => Promise<unknown>]> = [
    ['createClientToken', (c) => c.createClientToken(clientTokenRequest())],
    ['createIdentityDocumentToken', (c) => c.createIdentityDocumentToken({ sessionKey: 's' })],
    [
      'evaluateCustomer',
      (c) => c.evaluateCustomer({ flow: {}, sessionKey: 's', customer: { id: 'u' } }),
    ],
    ['addBankAccount', (c) => c.addBankAccount({ processor_token: 't', bank_aggregator: 'plaid' })],
  ];

  it.each(NOT_IDEMPOTENT)('POST %s is not retried after 5xx', async (_name, call) => {
    server.script(unavailable, json(200, clientTokenResponse()));
    expect((await failure(call(clientWith()))).code).toBe('SERVER');
    expect(server.requests).toHaveLength(1);
  });

  it('a non-idempotent POST is not retried after a timeout or a dropped connection', async () => {
    const timed = countingFetch();
    const timeout = await withOwnServer((own) => {
      own.script(hang());
      const c = clientWith({ timeoutMs: 50, fetch: timed.fetch, baseUrl: own.baseUrl });
      return failure(c.createClientToken(clientTokenRequest()));
    });
    expect(timeout.code).toBe('TIMEOUT');
    expect(timed.attempts).toHaveLength(1);
    server.script(dropConnection());
    const network = await failure(clientWith().createClientToken(clientTokenRequest()));
    expect(network.code).toBe('NETWORK');
    expect(server.requests).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 409, 410, 413, 422, 429])(
    'a GET answered %d is not retried',
    async (status) => {
      server.script(json(status, {}), json(200, order()));
      await failure(clientWith().getOrder('ord_1'));
      expect(server.requests).toHaveLength(1);
    },
  );

  it('an answer that breaks the interface is not retried', async () => {
    server.script(text(200, 'not json'), json(200, order()));
    expect((await failure(clientWith().getOrder('ord_1'))).code).toBe('INVALID_RESPONSE');
    expect(server.requests).toHaveLength(1);
  });
});

describe('backoff', () => {
  it('waits between attempts, doubling from baseDelayMs', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    server.script(unavailable, unavailable, json(200, order()));
    const started = performance.now();
    await clientWith({ retry: { retries: 2, baseDelayMs: 40, maxDelayMs: 10_000 } }).getOrder('o');
    // 40 ms then 80 ms of backoff
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('caps every delay at maxDelayMs', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    server.script(unavailable, unavailable, unavailable, json(200, order()));
    const started = performance.now();
    await clientWith({ retry: { retries: 3, baseDelayMs: 1000, maxDelayMs: 20 } }).getOrder('o');
    // Uncapped this would wait 1 s + 2 s + 4 s; capped, 60 ms and the four round trips, which a
    // loaded machine may stretch to a second or two.
    expect(performance.now() - started).toBeLessThan(3500);
    expect(server.requests).toHaveLength(4);
  });
});

describe('timeout', () => {
  it('no answer within timeoutMs → TIMEOUT naming the request and the option', async () => {
    const started = performance.now();
    const { fetch, attempts } = countingFetch();
    const error = await withOwnServer((own) => {
      own.script(hang());
      const c = clientWith({ timeoutMs: 60, retry: { retries: 0 }, fetch, baseUrl: own.baseUrl });
      return failure(c.getOrder('ord_1'));
    });
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toContain('GET /orders/ord_1 within 60 ms');
    expect(error.message).toContain('timeoutMs');
    expect(error.requestId).toBe(attempts[0]?.headers['x-request-id']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('a body that stops half-way → TIMEOUT', async () => {
    server.script((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":');
    });
    const error = await failure(clientWith({ timeoutMs: 80, retry: { retries: 0 } }).getOrder('o'));
    expect(error.code).toBe('TIMEOUT');
  });

  it('an answer inside the timeout is fine', async () => {
    server.script(delayed(20, json(200, order())));
    await expect(clientWith({ timeoutMs: 1000 }).getOrder('o')).resolves.toEqual(order());
  });
});

describe('AbortSignal', () => {
  it('an already aborted signal → ABORTED, nothing sent', async () => {
    const error = await failure(clientWith().getOrder('o', { signal: AbortSignal.abort() }));
    expect(error.code).toBe('ABORTED');
    expect(server.requests).toHaveLength(0);
  });

  it('aborting while waiting for the answer → ABORTED, not retried', async () => {
    const controller = new AbortController();
    // Aborted once the request is at the server, which then never answers.
    server.script(() => controller.abort());
    const error = await failure(clientWith().getOrder('o', { signal: controller.signal }));
    expect(error.code).toBe('ABORTED');
    expect(server.requests).toHaveLength(1);
  });

  it('aborting during the backoff → ABORTED at once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    server.script(unavailable);
    const controller = new AbortController();
    // Aborted once the 503 is in: the client reads it and starts its 5 s backoff meanwhile.
    const { fetch } = countingFetch(() => setTimeout(() => controller.abort(), 0));
    const slowBackoff = clientWith({
      retry: { retries: 3, baseDelayMs: 5000, maxDelayMs: 5000 },
      fetch,
    });
    const started = performance.now();
    const error = await failure(slowBackoff.getOrder('o', { signal: controller.signal }));
    expect(error.code).toBe('ABORTED');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(1);
  });

  it('ABORTED is not confused with TIMEOUT', () =>
    withOwnServer(async (own) => {
      own.script(hang());
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 20);
      const c = clientWith({ timeoutMs: 5000, retry: { retries: 0 }, baseUrl: own.baseUrl });
      expect((await failure(c.getOrder('o', { signal: controller.signal }))).code).toBe('ABORTED');
    }));
});
