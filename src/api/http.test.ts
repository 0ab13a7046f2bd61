import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { checkBaseUrl } from './baseUrl.js';
import { newRequestId, send } from './http.js';
import { REQUEST_ID_PATTERN } from './primitives.js';
import { backoffDelay, type RetryPolicy, retryPolicy } from './retry.js';
import { countingFetch } from './testing/countingFetch.js';
import {
  hang,
  json,
  type ScriptedServer,
  startScriptedServer,
  withOwnServer,
} from './testing/scriptedServer.js';

const policy = fc.record({
  retries: fc.integer({ min: 0, max: 10 }),
  baseDelayMs: fc.integer({ min: 0, max: 10_000 }),
  maxDelayMs: fc.integer({ min: 0, max: 60_000 }),
});
const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('backoffDelay: capped exponential backoff with full jitter', () => {
  it('is a whole number between 0 and min(maxDelayMs, baseDelayMs * 2^attempt)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), policy, unit, (attempt, p, r) => {
        const delay = backoffDelay(attempt, p, () => r);
        const ceiling = Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** attempt);
        expect(Number.isInteger(delay)).toBe(true);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(ceiling);
        expect(delay).toBeLessThanOrEqual(p.maxDelayMs);
      }),
    );
  });

  it('reaches its ceiling as the random draw approaches 1, and 0 at 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), policy, (attempt, p) => {
        const ceiling = Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** attempt);
        expect(backoffDelay(attempt, p, () => 0)).toBe(0);
        expect(backoffDelay(attempt, p, () => 0.999_999_9)).toBe(Math.round(0.999_999_9 * ceiling));
      }),
    );
  });

  it('never shrinks its ceiling from one attempt to the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), policy, (attempt, p) => {
        const top = (a: number) => backoffDelay(a, p, () => 0.999_999_9);
        expect(top(attempt + 1)).toBeGreaterThanOrEqual(top(attempt));
      }),
    );
  });

  it('doubles from the base: 200, 400, 800, 1600, then the 2000 cap', () => {
    const p: RetryPolicy = { retries: 5, baseDelayMs: 200, maxDelayMs: 2000 };
    expect([0, 1, 2, 3, 4, 5].map((a) => backoffDelay(a, p, () => 0.999_999_9))).toEqual([
      200, 400, 800, 1600, 2000, 2000,
    ]);
  });
});

describe('retryPolicy', () => {
  it('defaults to 3 retries, 200 ms base, 2 s cap', () => {
    expect(retryPolicy(undefined)).toEqual({ retries: 3, baseDelayMs: 200, maxDelayMs: 2000 });
  });

  it('keeps valid fields and replaces undefined, negative or non-finite ones', () => {
    expect(retryPolicy({ retries: 0, baseDelayMs: 5 })).toEqual({
      retries: 0,
      baseDelayMs: 5,
      maxDelayMs: 2000,
    });
    expect(
      retryPolicy({ retries: Number.POSITIVE_INFINITY, baseDelayMs: -1, maxDelayMs: Number.NaN }),
    ).toEqual({ retries: 3, baseDelayMs: 200, maxDelayMs: 2000 });
    expect(retryPolicy({ retries: 2.7 }).retries).toBe(2);
  });

  it('always yields finite, non-negative numbers', () => {
    const anything = fc.oneof(fc.double(), fc.constant(undefined));
    fc.assert(
      fc.property(anything, anything, anything, (retries, baseDelayMs, maxDelayMs) => {
        const p = retryPolicy({ retries, baseDelayMs, maxDelayMs } as Partial<RetryPolicy>);
        for (const value of Object.values(p)) {
          expect(Number.isFinite(value) && value >= 0).toBe(true);
        }
      }),
    );
  });
});

describe('checkBaseUrl', () => {
  it.each(['http://127.0.0.1:4010/v1', 'https://api.example.com/v1'])('accepts %s', (url) => {
    expect(() => checkBaseUrl(url)).not.toThrow();
  });

  it.each([
    undefined,
    42,
    '',
    'api.example.com/v1',
    'javascript:alert(1)',
    'https://u:p@api.example.com/v1',
  ])('refuses %j with CONFIGURATION', (url) => {
    expect(() => checkBaseUrl(url)).toThrow(expect.objectContaining({ code: 'CONFIGURATION' }));
  });
});

describe('newRequestId', () => {
  it('is a UUID that fits the X-Request-Id pattern', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(REQUEST_ID_PATTERN);
  });
});

describe('send', () => {
  let server: ScriptedServer;
  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('drops undefined query values and sends extra headers', async () => {
    server.script(json(200, { ok: true }));
    const result = await send(
      { baseUrl: server.baseUrl, authorization: () => 'Bearer tok-123' },
      {
        method: 'GET',
        path: '/things',
        query: { a: '1', b: undefined, c: 'x y' },
        headers: { 'idempotency-key': 'k-1' },
        response: z.object({ ok: z.boolean() }),
      },
    );
    expect(result).toEqual({ ok: true });
    const [req] = server.requests;
    expect(req?.path).toBe('/v1/things');
    expect(Object.fromEntries(req?.query ?? [])).toEqual({ a: '1', c: 'x y' });
    expect(req?.headers['idempotency-key']).toBe('k-1');
    expect(req?.headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header when there is none', async () => {
    server.script(json(200, {}));
    await send({ baseUrl: server.baseUrl }, { method: 'GET', path: '/x', response: z.object({}) });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('returns the parsed (transformed) value', async () => {
    server.script(json(200, { n: '5' }));
    const schema = z.object({ n: z.pipe(z.string(), z.transform(Number)) });
    await expect(
      send({ baseUrl: server.baseUrl }, { method: 'GET', path: '/x', response: schema }),
    ).resolves.toEqual({ n: 5 });
  });

  it('redacts a secret the caller names, and the Authorization credential', async () => {
    server.script((req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'VALIDATION',
          message: `got ${req.headers.authorization} and raw-secret-1`,
        }),
      );
    });
    const error = await send(
      {
        baseUrl: server.baseUrl,
        authorization: () => 'Bearer tok-123',
        secrets: () => ['raw-secret-1'],
      },
      { method: 'GET', path: '/x', response: z.object({}) },
    ).catch((e) => e);
    expect(error.message).toBe('got Bearer [redacted] and [redacted]');
  });
});

describe('send: deadlineMs bounds a call, every attempt and backoff included', () => {
  let server: ScriptedServer;
  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  afterEach(() => vi.restoreAllMocks());

  const retry = { retries: 5, baseDelayMs: 1, maxDelayMs: 1 };
  const spec = { method: 'GET', path: '/x', response: z.object({}) } as const;

  it('a service that never answers: TIMEOUT once the deadline has passed', async () => {
    const started = performance.now();
    const { fetch, attempts } = countingFetch();
    const error = await withOwnServer((own) => {
      own.script(hang());
      const options = { baseUrl: own.baseUrl, fetch, timeoutMs: 250, deadlineMs: 300, retry };
      return send(options, spec).catch((e) => e);
    });
    const took = performance.now() - started;
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toContain('deadlineMs');
    // Six attempts of 250 ms without it; the second gets only the 50 ms left, or none when the
    // first attempt's timer ran late (a timer may also fire up to 1 ms early).
    expect(took).toBeGreaterThanOrEqual(249);
    expect(took).toBeLessThan(1000);
    expect(attempts.length).toBeLessThanOrEqual(2);
  });

  it('no retry starts after the deadline: the last failure is reported', async () => {
    server.script(json(503, { code: 'SERVER', message: 'busy' }));
    // Each backoff is then 9.99 s: none fits in the 3 s deadline after the first answer.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const started = performance.now();
    const { fetch, attempts } = countingFetch();
    const error = await send(
      {
        baseUrl: server.baseUrl,
        fetch,
        deadlineMs: 3000,
        retry: { retries: 5, baseDelayMs: 10_000, maxDelayMs: 10_000 },
      },
      spec,
    ).catch((e) => e);
    expect(error.code).toBe('SERVER');
    expect(attempts).toHaveLength(1);
    // Not a backoff slept and then cut short: the answer comes before the deadline.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('without a deadline, each attempt has its whole timeout', async () => {
    const started = performance.now();
    const { fetch, attempts } = countingFetch();
    const error = await withOwnServer((own) => {
      own.script(hang());
      const retries = { retries: 2, baseDelayMs: 1, maxDelayMs: 1 };
      const options = { baseUrl: own.baseUrl, fetch, timeoutMs: 100, retry: retries };
      return send(options, spec).catch((e) => e);
    });
    expect(error.code).toBe('TIMEOUT');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(attempts).toHaveLength(3);
  });
});
