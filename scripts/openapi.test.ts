// docs/openapi.json and docs/api.md are generated (`npm run openapi`): they must match what the
// generator writes now, and every link into docs/api.md must land on a heading.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildOpenApiDocument, OPERATIONS } from '../src/sandbox/openapi/document.js';
import { toJsonSchema } from '../src/sandbox/openapi/schemas.js';
import { curlCommand, shellQuote } from './openapi/curl.js';
import { bodyRows, type JsonSchema } from './openapi/fields.js';
import { API_MARKDOWN_PATH, OPENAPI_PATH, renderReferenceFiles } from './openapi/files.js';
import { headingAnchor } from './openapi/render.js';

const fresh = renderReferenceFiles();
const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');

describe('the committed API reference', () => {
  it('docs/openapi.json is what npm run openapi writes from the current schemas', () => {
    // Compared as JSON: the file is in biome's layout, which `biome check .` holds.
    const committed = read(OPENAPI_PATH);
    const same =
      committed !== '' && isDeepStrictEqual(JSON.parse(committed), JSON.parse(fresh.openapi));
    // One line for the failure, not a diff of half a megabyte: the fix is always the same.
    expect(same, `${OPENAPI_PATH} is stale: run \`npm run openapi\` and commit it`).toBe(true);
  });

  it('docs/api.md is what npm run openapi writes from the current schemas', () => {
    const same = read(API_MARKDOWN_PATH) === fresh.markdown;
    expect(same, `${API_MARKDOWN_PATH} is stale: run \`npm run openapi\` and commit it`).toBe(true);
  });

  it('is the document the sandbox serves, but for its server', () => {
    expect(JSON.parse(fresh.openapi)).toEqual(
      JSON.parse(JSON.stringify(buildOpenApiDocument('http://127.0.0.1:4010'))),
    );
  });
});

const headings = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => /^#{1,4} /.test(line))
    .map((line) => headingAnchor(line.replace(/^#+ /, '')));

describe('links into docs/api.md', () => {
  const anchors = headings(fresh.markdown);

  it('has one heading per anchor', () => {
    expect(anchors.length).toBe(new Set(anchors).size);
  });

  it('resolves every link of its own contents and tables', () => {
    const links = [...fresh.markdown.matchAll(/\]\((#[^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(80);
    expect(links.filter((link) => !anchors.includes(link as string))).toEqual([]);
  });

  it('resolves every link of the README and the other docs', () => {
    const files = ['README.md', ...readdirSync('docs').map((f) => `docs/${f}`)].filter(
      (f) => f.endsWith('.md') && f !== API_MARKDOWN_PATH,
    );
    const links = files.flatMap((file) =>
      [...read(file).matchAll(/api\.md(#[\w-]+)/g)].map((m) => [file, m[1]]),
    );
    expect(links).toContainEqual(['README.md', '#post-v1authclient-tokens']);
    expect(links.filter(([, anchor]) => !anchors.includes(anchor as string))).toEqual([]);
  });

  it("has a section for every operation, with GitHub's anchor", () => {
    for (const spec of OPERATIONS) {
      expect(fresh.markdown).toContain(`\n### ${spec.method.toUpperCase()} ${spec.path}\n`);
    }
    expect(headingAnchor('POST /v1/auth/client-tokens')).toBe('#post-v1authclient-tokens');
    expect(headingAnchor('GET /v1/orders/{orderId}')).toBe('#get-v1ordersorderid');
  });
});

const rowsOf = (schema: z.core.$ZodType) =>
  bodyRows(toJsonSchema(schema, 'input') as JsonSchema).map((r) => [r.path, r.type, r.rules]);

describe('field tables from JSON Schema', () => {
  it('names nested fields, lists, nullable values and enum values', () => {
    const rows = bodyRows(
      toJsonSchema(
        z.object({
          id: z.string().check(z.minLength(1)),
          ref: z.optional(z.nullable(z.string())),
          items: z.array(z.object({ status: z.enum(['a', 'b']), n: z.int().check(z.minimum(1)) })),
        }),
        'input',
      ) as JsonSchema,
    );
    expect(rows).toEqual([
      { path: 'id', type: 'string', required: true, rules: 'not empty' },
      { path: 'ref', type: 'string \\| null', required: false, rules: '' },
      { path: 'items', type: 'object[]', required: true, rules: '' },
      { path: 'items[].status', type: '"a" \\| "b"', required: true, rules: '' },
      { path: 'items[].n', type: 'integer', required: true, rules: 'at least 1' },
    ]);
  });

  it('shows the forms of a union and the keys and values of a record', () => {
    expect(
      rowsOf(
        z.object({
          pay: z.union([
            z.object({ type: z.literal('card'), token: z.string() }),
            z.object({ type: z.literal('ach'), id: z.string() }),
          ]),
          rates: z.record(z.string().check(z.regex(/^[A-Z]{2}$/)), z.number()),
        }),
      ),
    ).toEqual([
      ['pay', 'object, one of the forms below', ''],
      ['pay (type "card")', 'object', ''],
      ['pay (type "card").type', '"card"', ''],
      ['pay (type "card").token', 'string', ''],
      ['pay (type "ach")', 'object', ''],
      ['pay (type "ach").type', '"ach"', ''],
      ['pay (type "ach").id', 'string', ''],
      ['rates', 'object', ''],
      ['rates.<key>', 'number', 'key matches `^[A-Z]{2}$`'],
    ]);
  });

  it('links a named schema instead of expanding it', () => {
    const rows = bodyRows({
      type: 'object',
      properties: {
        order: { $ref: '#/components/schemas/Order' },
        history: { type: 'array', items: { $ref: '#/components/schemas/Transition' } },
      },
      required: ['order'],
    });
    expect(rows.map((r) => [r.path, r.type])).toEqual([
      ['order', '[Order](#order)'],
      ['history', '[Transition](#transition)[]'],
    ]);
  });
});

describe('curl examples', () => {
  const spec = (id: string) => {
    const found = OPERATIONS.find((o) => o.operationId === id);
    if (!found) throw new Error(id);
    return found;
  };

  it('send the credentials, the token, the path values and the body', () => {
    expect(curlCommand(spec('getOrder'), 'http://127.0.0.1:4010')).toBe(
      [
        'curl -sS -X GET "http://127.0.0.1:4010/v1/orders/$ORDER_ID"',
        "-u 'sandbox-merchant:sandbox-secret'",
      ].join(' \\\n  '),
    );
    const quote = curlCommand(spec('quoteCheckout'), 'http://127.0.0.1:4010');
    expect(quote).toContain('-H "Authorization: Bearer $CLIENT_TOKEN"');
    expect(quote).toContain(`-H 'Content-Type: application/json'`);
    expect(quote).toContain('"paymentMethodType": "us_credit"');
  });

  it('quote any text safely for sh', () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
  });
});
