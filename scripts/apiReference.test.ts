// docs/api.md is generated from the schemas in src/api: it must match them and cover every route.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ROUTES } from '../src/sandbox/routes.js';
import { MERCHANT_ENDPOINTS, WIDGET_ENDPOINTS } from './apiReference/endpoints.js';
import { bodyRows, jsonSchemaOf } from './apiReference/jsonSchema.js';
import { API_REFERENCE_PATH, renderApiReference } from './apiReference.js';

describe('docs/api.md', () => {
  it('is what scripts/apiReference.ts writes from the current schemas', () => {
    const committed = existsSync(API_REFERENCE_PATH)
      ? readFileSync(API_REFERENCE_PATH, 'utf8')
      : '';
    const fresh = renderApiReference();
    // One line for the failure, not a 75 KB diff: the fix is always the same command.
    expect(
      committed === fresh,
      `${API_REFERENCE_PATH} is stale: run \`npx tsx scripts/apiReference.ts\` and commit it`,
    ).toBe(true);
  });

  it('documents every route the sandbox serves, and no other', () => {
    const documented = [...MERCHANT_ENDPOINTS, ...WIDGET_ENDPOINTS].map(
      (e) => `${e.method} ${e.path}`,
    );
    const served = ROUTES.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect([...documented].sort()).toEqual([...served].sort());
  });
});

describe('field tables from JSON Schema', () => {
  it('names nested fields, lists, nullable values and enum values', () => {
    const rows = bodyRows(
      jsonSchemaOf(
        z.object({
          id: z.string().check(z.minLength(1)),
          ref: z.optional(z.nullable(z.string())),
          items: z.array(z.object({ status: z.enum(['a', 'b']), n: z.int().check(z.minimum(1)) })),
        }),
      ),
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
    const rows = bodyRows(
      jsonSchemaOf(
        z.object({
          pay: z.union([
            z.object({ type: z.literal('card'), token: z.string() }),
            z.object({ type: z.literal('ach'), id: z.string() }),
          ]),
          rates: z.record(z.string().check(z.regex(/^[A-Z]{2}$/)), z.number()),
        }),
      ),
    );
    expect(rows.map((r) => [r.path, r.type, r.rules])).toEqual([
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
});
