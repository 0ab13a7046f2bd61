// The OpenAPI document: complete (every route, every webhook type), well-formed (every schema
// compiles under JSON Schema 2020-12, every reference resolves) and true to its own examples.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from '../../api/lazySchema.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_HEADERS } from '../../api/webhooks.js';
import { createAnswerValidator } from '../../test/openapiAnswers.js';
import { ROUTES } from '../endpointHandlers.js';
import { buildOpenApiDocument, OPERATIONS } from './document.js';
import { toJsonSchema } from './schemas.js';

const doc = buildOpenApiDocument();
const validator = createAnswerValidator(doc, { checkSchemas: true });

type Media = { schema: unknown; example?: unknown; examples?: Record<string, unknown> };
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  description: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => method !== 'servers')
    .map(([method, op]) => ({ path, method, op: op as Operation })),
);

/** Every `$ref` in the document. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

const resolve = (ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the 2020-12 dialect and the sandbox as its server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(doc.servers[0]?.url).toBe('http://127.0.0.1:4010/v1');
    expect(buildOpenApiDocument('http://localhost:9999').servers[0]?.url).toBe(
      'http://localhost:9999/v1',
    );
  });

  it('documents every route the sandbox serves, and no other', () => {
    const documented = OPERATIONS.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    const served = ROUTES.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect([...documented].sort()).toEqual([...served].sort());
    expect(new Set(operations.map((o) => o.op.operationId)).size).toBe(OPERATIONS.length);
  });

  it('puts the interface under the /v1 server and the hosted page at the origin', () => {
    expect(doc.paths['/auth/client-tokens']?.post).toBeDefined();
    expect(doc.paths['/checkout/session']?.get).toBeDefined();
    expect(doc.paths['/checkout']?.servers).toEqual([
      { url: 'http://127.0.0.1:4010', description: 'The service origin (no /v1).' },
    ]);
  });

  it('resolves every reference', () => {
    const missing = [...new Set(refsIn(doc))].filter((ref) => resolve(ref) === undefined);
    expect(missing).toEqual([]);
  });

  it('compiles every named schema under JSON Schema 2020-12 (ajv, strict)', () => {
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      expect(() => validator.compile(schema), name).not.toThrow();
    }
  });

  it('holds examples that match their own schemas', () => {
    const checked: string[] = [];
    const check = (where: string, media: Media) => {
      const validate = validator.compile(media.schema);
      const examples: unknown[] = media.example === undefined ? [] : [media.example];
      for (const example of Object.values(media.examples ?? {})) {
        const value = (example as { $ref?: string; value?: unknown }).$ref
          ? (resolve((example as { $ref: string }).$ref) as { value: unknown }).value
          : (example as { value: unknown }).value;
        examples.push(value);
      }
      for (const example of examples) {
        expect(validate(example), `${where}: ${JSON.stringify(validate.errors)}`).toBe(true);
        checked.push(where);
      }
    };
    for (const { path, method, op } of operations) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (type !== 'application/json') continue;
        check(`${method} ${path} request`, media);
      }
      for (const [status, response] of Object.entries(op.responses)) {
        const media = response.content?.['application/json'];
        if (media) check(`${method} ${path} ${status}`, media);
      }
    }
    for (const [type, item] of Object.entries(doc.webhooks)) {
      const post = item.post as { requestBody: { content: Record<string, Media> } };
      check(`webhook ${type}`, post.requestBody.content['application/json'] as Media);
    }
    expect(checked.length).toBeGreaterThan(150);
  });

  it('answers every refusal with the error body, and every operation may refuse', () => {
    for (const { path, method, op } of operations) {
      const refusals = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      expect(refusals.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, response] of refusals) {
        const json = response.content?.['application/json'];
        if (json)
          expect(json.schema, `${method} ${path} ${status}`).toEqual({
            $ref: '#/components/schemas/ErrorBody',
          });
      }
    }
  });

  it('names the security of each operation: Basic for the merchant, the client token for the widget', () => {
    const byPath = (path: string, method: string) =>
      operations.find((o) => o.path === path && o.method === method)?.op;
    expect(byPath('/orders', 'get')?.security).toEqual([{ MerchantBasic: [] }]);
    expect(byPath('/webhooks/deliveries', 'get')?.security).toEqual([{ MerchantBasic: [] }]);
    expect(byPath('/checkout/confirm', 'post')?.security).toEqual([{ ClientToken: [] }]);
    expect(byPath('/checkout/card-frame', 'get')?.security).toEqual([]);
    expect(doc.components.securitySchemes).toMatchObject({
      MerchantBasic: { type: 'http', scheme: 'basic' },
      ClientToken: { type: 'http', scheme: 'bearer' },
    });
  });

  it("marks the client-token answer's orderId as our extension of the spec", () => {
    const op = byOperationId('createClientToken');
    expect(op.description).toContain('**`orderId` in the answer is our extension of the spec**');
    const answer = doc.components.schemas.ClientTokenResponse as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(answer.properties)).toContain('orderId');
    expect(answer.required).not.toContain('orderId');
  });

  it('describes one webhook per event type, with the Standard Webhooks headers', () => {
    expect(Object.keys(doc.webhooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
    for (const [type, item] of Object.entries(doc.webhooks)) {
      const post = item.post as {
        parameters: { name: string; in: string; required: boolean }[];
        requestBody: { content: Record<string, Media> };
        security: unknown;
      };
      expect(post.parameters.map((p) => [p.name, p.in, p.required])).toEqual(
        Object.values(WEBHOOK_HEADERS).map((name) => [name, 'header', true]),
      );
      expect(post.security, type).toEqual([{ WebhookSignature: [] }]);
      const media = post.requestBody.content['application/json'] as Media;
      const schema = resolve((media.schema as { $ref: string }).$ref) as {
        allOf: [unknown, { properties: { type: unknown } }];
      };
      expect(schema.allOf[0]).toEqual({ $ref: '#/components/schemas/WebhookEvent' });
      expect(schema.allOf[1].properties.type).toEqual({ type: 'string', const: type });
    }
    expect(doc.components.securitySchemes.WebhookSignature).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: WEBHOOK_HEADERS.signature,
    });
  });

  it('has no component that nothing refers to', () => {
    const refs = new Set(refsIn(doc));
    const schemes = new Set(
      [
        ...operations.map(({ op }) => op.security),
        ...Object.values(doc.webhooks).map((w) => (w.post as Operation).security),
      ]
        .flat()
        .flatMap((requirement) => Object.keys(requirement)),
    );
    const unused: string[] = [];
    for (const [kind, members] of Object.entries(doc.components)) {
      for (const name of Object.keys(members)) {
        const used =
          kind === 'securitySchemes' ? schemes.has(name) : refs.has(`#/components/${kind}/${name}`);
        if (!used) unused.push(`${kind}/${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});

function byOperationId(id: string): Operation {
  const found = operations.find((o) => o.op.operationId === id);
  if (!found) throw new Error(`No operation ${id}`);
  return found.op;
}

describe("zod's conversion of our schemas", () => {
  it('converts a lazySchema stand-in exactly as the schema it builds', () => {
    const build = () => z.object({ id: z.string().check(z.minLength(1)), n: z.optional(z.int()) });
    expect(toJsonSchema(lazySchema(build), 'output')).toEqual(toJsonSchema(build(), 'output'));
    expect(toJsonSchema(lazySchema(build), 'input')).toEqual(toJsonSchema(build(), 'input'));
  });

  it('refers to a named schema nested in another, even behind lazySchema', () => {
    const state = doc.components.schemas.OrderState as {
      properties: Record<string, unknown>;
    };
    expect(state.properties.order).toEqual({ $ref: '#/components/schemas/Order' });
    expect(state.properties.transitions).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Transition' },
    });
  });

  it('closes answers (output) and leaves requests open (input)', () => {
    const order = doc.components.schemas.Order as { additionalProperties?: unknown };
    const request = doc.components.schemas.ClientTokenRequest as { additionalProperties?: unknown };
    expect(order.additionalProperties).toBe(false);
    expect(request.additionalProperties).toBeUndefined();
  });

  it('describes a guarded record (taxRates) by the shape behind its guard', () => {
    const request = doc.components.schemas.ClientTokenRequest as {
      properties: { taxRates: { type?: string; propertyNames?: unknown } };
    };
    expect(request.properties.taxRates.type).toBe('object');
    expect(request.properties.taxRates.propertyNames).toBeDefined();
  });
});
