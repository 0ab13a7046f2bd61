// The check every sandbox answer of the test suite goes through (src/test/setup-openapi.ts):
// it must catch a wrong body, an undocumented status and a wrong media type, and leave alone
// what is not the sandbox.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerValidator } from '../../test/openapiAnswers.js';
import { answerProblems, answersChecked } from '../../test/setup-openapi.js';
import { buildOpenApiDocument } from './document.js';
import * as ex from './examples.js';

const validator = createAnswerValidator(buildOpenApiDocument());
const SANDBOX = 'http://127.0.0.1:4010';
const json = 'application/json; charset=utf-8';

describe('the answer validator', () => {
  it('passes a documented answer', () => {
    const answer = {
      method: 'GET',
      url: `${SANDBOX}/v1/orders/${ex.IDS.order}`,
      status: 200,
      contentType: json,
      body: JSON.stringify(ex.completeOrder),
    };
    expect(validator.operationOf('GET', answer.url)).toBe('GET /orders/{orderId}');
    expect(validator.problems(answer)).toEqual([]);
  });

  it('catches a body that breaks the schema', () => {
    const wrong = { ...ex.completeOrder, status: 'Shipped', total: '113.05', extra: true };
    const [problem] = validator.problems({
      method: 'GET',
      url: `${SANDBOX}/v1/orders/${ex.IDS.order}`,
      status: 200,
      contentType: json,
      body: JSON.stringify(wrong),
    });
    expect(problem).toContain('GET /orders/{orderId} 200 does not match the document');
    expect(problem).toContain('/status must be equal to one of the allowed values');
    expect(problem).toContain('/total must be number');
    expect(problem).toContain('must NOT have additional properties');
  });

  it('catches an error body that is not {code, message, issues?}', () => {
    const [problem] = validator.problems({
      method: 'POST',
      url: `${SANDBOX}/v1/auth/client-tokens`,
      status: 400,
      contentType: json,
      body: JSON.stringify({ error: 'bad' }),
    });
    expect(problem).toContain("must have required property 'code'");
  });

  it('catches a status the document does not list, and a wrong media type', () => {
    const base = { method: 'GET', url: `${SANDBOX}/v1/checkout/session`, contentType: json };
    expect(validator.problems({ ...base, status: 418, body: '{}' })).toEqual([
      'GET /checkout/session answered 418, a status the document does not list',
    ]);
    expect(
      validator.problems({ ...base, status: 200, contentType: 'text/html; charset=utf-8' }),
    ).toEqual(['GET /checkout/session 200 answered text/html, not application/json']);
  });

  it('tells literal paths from parameters, and the hosted page from /v1', () => {
    expect(validator.operationOf('POST', `${SANDBOX}/v1/orders/events`)).toBe(
      'POST /orders/events',
    );
    expect(validator.operationOf('GET', `${SANDBOX}/checkout?client_token=x`)).toBe(
      'GET /checkout',
    );
    expect(validator.operationOf('GET', `${SANDBOX}/v1/checkout`)).toBeUndefined();
    expect(validator.operationOf('PATCH', `${SANDBOX}/v1/orders`)).toBeUndefined();
  });

  it('checks the status and media type of pages and streams, not their text', () => {
    const page = { method: 'GET', url: `${SANDBOX}/v1/checkout/card-frame?origin=https://a.b` };
    expect(
      validator.problems({ ...page, status: 200, contentType: 'text/html; charset=utf-8' }),
    ).toEqual([]);
    expect(
      validator.problems({
        ...page,
        status: 400,
        contentType: json,
        body: '{"code":"VALIDATION","message":"m"}',
      }),
    ).toEqual([]);
    expect(
      validator.problems({
        method: 'GET',
        url: `${SANDBOX}/v1/checkout/order/events`,
        status: 200,
        contentType: 'text/event-stream; charset=utf-8',
      }),
    ).toEqual([]);
  });
});

describe('the fetch check of the test setup', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    // A stand-in for a sandbox that answers wrongly: it carries X-Request-Id like the sandbox.
    server = createServer((req, res) => {
      const marked = req.url?.startsWith('/v1/') ? { 'x-request-id': 'r-1' } : {};
      res.writeHead(req.url?.endsWith('/teapot') ? 418 : 200, {
        'content-type': 'application/json',
        ...marked,
      });
      res.end(JSON.stringify({ id: 7, status: 'Draft' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('records a wrong sandbox answer, which fails the test unless taken', async () => {
    const response = await fetch(`${origin}/v1/orders/abc`);
    // The caller still reads the answer as it came.
    expect(await response.json()).toEqual({ id: 7, status: 'Draft' });
    await answersChecked();
    const found = answerProblems.splice(0);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('GET /orders/{orderId} 200 does not match the document');
    expect(found[0]).toContain('/id must be string');
  });

  it('records an undocumented status', async () => {
    await fetch(`${origin}/v1/orders/teapot`);
    await answersChecked();
    expect(answerProblems.splice(0)).toEqual([
      'GET /orders/{orderId} answered 418, a status the document does not list',
    ]);
  });

  it('leaves alone answers that are not the sandbox’s', async () => {
    // A documented path, but no X-Request-Id: a test server of its own, not the sandbox.
    await fetch(`${origin}/checkout`);
    await answersChecked();
    expect(answerProblems).toEqual([]);
  });
});
