// The OpenAPI operation object of an endpoint, built from its OperationSpec.
import * as z from 'zod/mini';
import type { ErrorBody } from '../../api/serviceErrors.js';
import type { ErrorSpec, OperationSpec, ParamSpec, RequestBody, SuccessSpec } from './operation.js';
import { SECURITY, TAGS } from './operation.js';
import { errorsByStatus } from './refusals.js';
import { type JsonSchema, ref, toJsonSchema, type ZodSchema } from './schemas.js';

const stringSchema = () => toJsonSchema(z.string(), 'output');

export const HEADER_REFS = {
  requestId: { $ref: '#/components/headers/XRequestId' },
  retryAfter: { $ref: '#/components/headers/RetryAfter' },
  nextCursor: { $ref: '#/components/headers/XNextCursor' },
};

/** The names the answers carry these headers under. */
const HEADER_NAMES: Record<keyof typeof HEADER_REFS, string> = {
  requestId: 'X-Request-Id',
  retryAfter: 'Retry-After',
  nextCursor: 'X-Next-Cursor',
};

function parameter(where: 'path' | 'query' | 'header', spec: ParamSpec) {
  return {
    name: spec.name,
    in: where,
    description: spec.description,
    required: where === 'path' ? true : (spec.required ?? false),
    schema: toJsonSchema(spec.schema, 'input'),
    ...(spec.example === undefined ? {} : { example: spec.example }),
  };
}

/** The query schemas' members as query parameters, each with its own schema. */
function queryParameters(query: NonNullable<OperationSpec['query']>) {
  const schemas: readonly ZodSchema[] = Array.isArray(query.schema)
    ? query.schema
    : [query.schema as ZodSchema];
  return schemas.flatMap((schema) => {
    const json = toJsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(json.properties ?? {}).map(([name, member]) => ({
      name,
      in: 'query' as const,
      description: query.descriptions[name] ?? '',
      required: json.required?.includes(name) ?? false,
      schema: member,
    }));
  });
}

function requestBody(body: RequestBody) {
  if ('json' in body) {
    return {
      required: body.required ?? true,
      content: { 'application/json': { schema: ref(body.json), example: body.example } },
    };
  }
  if ('form' in body) {
    return {
      required: true,
      content: {
        'application/x-www-form-urlencoded': { schema: ref(body.form), example: body.example },
      },
    };
  }
  return {
    required: true,
    description: body.binary,
    content: {
      'image/*': { schema: toJsonSchema(z.string(), 'input') },
      'application/octet-stream': { schema: toJsonSchema(z.string(), 'input') },
    },
  };
}

function successContent(spec: SuccessSpec) {
  if ('json' in spec) {
    const example = spec.example === undefined ? {} : { example: spec.example };
    return { 'application/json': { schema: ref(spec.json), ...example } };
  }
  if ('html' in spec) return { 'text/html': { schema: stringSchema() } };
  if ('eventStream' in spec) return { 'text/event-stream': { schema: stringSchema() } };
  if ('javascript' in spec) return { 'text/javascript': { schema: stringSchema() } };
  if ('svg' in spec) return { 'image/svg+xml': { schema: stringSchema() } };
  return undefined;
}

/** The refusals of one status as one response: every cause listed, one example each. */
function errorResponse(status: number, errors: ErrorSpec[]) {
  const examples: Record<string, { summary: string; value: ErrorBody }> = {};
  for (const e of errors.filter((error) => !error.page)) {
    const base = e.name ?? e.code;
    let key = base;
    for (let n = 2; key in examples; n++) key = `${base}_${n}`;
    examples[key] = { summary: e.when, value: { code: e.code, message: e.message } };
  }
  const description = errors.map((e) => `\`${e.code}\`: ${e.when}`).join('\n\n');
  return {
    description,
    headers: {
      'X-Request-Id': HEADER_REFS.requestId,
      ...(status === 429 ? { 'Retry-After': HEADER_REFS.retryAfter } : {}),
    },
    content: {
      ...(Object.keys(examples).length
        ? { 'application/json': { schema: ref('ErrorBody'), examples } }
        : {}),
      ...(errors.some((e) => e.page) ? { 'text/html': { schema: stringSchema() } } : {}),
    },
  };
}

/** The OpenAPI operation object of one endpoint. */
export function operationObject(spec: OperationSpec) {
  const responses: Record<string, unknown> = {};
  for (const ok of spec.ok) {
    const content = successContent(ok);
    const headers = (ok.headers ?? []).map((name) => [HEADER_NAMES[name], HEADER_REFS[name]]);
    responses[String(ok.status)] = {
      description: ok.description,
      headers: { 'X-Request-Id': HEADER_REFS.requestId, ...Object.fromEntries(headers) },
      ...(content ? { content } : {}),
    };
  }
  for (const [status, errors] of errorsByStatus(spec)) {
    responses[String(status)] = errorResponse(status, errors);
  }
  return {
    operationId: spec.operationId,
    tags: [TAGS[spec.tag]],
    summary: spec.summary,
    description: spec.description,
    security: SECURITY[spec.auth],
    parameters: [
      ...(spec.pathParams ?? []).map((p) => parameter('path', p)),
      ...(spec.query ? queryParameters(spec.query) : []),
      ...(spec.headers ?? []).map((p) => parameter('header', p)),
      { $ref: '#/components/parameters/XRequestId' },
    ],
    ...(spec.body ? { requestBody: requestBody(spec.body) } : {}),
    responses,
  };
}
