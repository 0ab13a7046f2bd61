// GET /v1/openapi.json over HTTP: the document, with this sandbox as its server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../index.js';
import { startTestSandbox, type TestSandbox } from '../testing/harness.js';
import { buildOpenApiDocument } from './document.js';

describe('GET /v1/openapi.json', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startTestSandbox();
  });
  afterAll(() => s.close());

  it('answers the document with this sandbox as its server, to anyone', async () => {
    const res = await s.raw('GET', '/v1/openapi.json', {
      headers: { origin: 'https://a.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const doc = res.json as ReturnType<typeof buildOpenApiDocument>;
    expect(doc.servers[0]?.url).toBe(s.url);
    expect(doc).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(s.sandbox.origin))));
  });

  it('names the public origin when the sandbox has one', async () => {
    const sandbox = await startSandbox({ quiet: true, publicOrigin: 'https://sandbox.example/' });
    try {
      const res = await fetch(`${sandbox.url}/openapi.json`);
      const doc = (await res.json()) as {
        servers: { url: string }[];
        paths: Record<string, { servers?: { url: string }[] }>;
      };
      expect(doc.servers[0]?.url).toBe('https://sandbox.example/v1');
      expect(doc.paths['/checkout']?.servers?.[0]?.url).toBe('https://sandbox.example');
    } finally {
      await sandbox.close();
    }
  });
});
