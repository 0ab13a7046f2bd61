// The OpenAPI operation object of an endpoint, built from its declaration and its documentation.
import * as z from 'zod/mini';
import type { Endpoint } from '../../api/endpoints/endpoint.js';
import type { ErrorBody } from '../../api/serviceErrors.js';
import type { EndpointDoc, ParamDoc } from './docTypes.js';
import { INLINE_SCHEMAS } from './inlineSchemas.js';
import type { ErrorSpec, Operation } from './operation.js';
import { SECURITY, TAGS } from './operation.js';
import { errorsByStatus } from './refusals.js';
import { type JsonSchema, ref, toJsonSchema } from './schemas.js';

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

type Schemas = Readonly<Record<string, keyof typeof INLINE_SCHEMAS>>;

/** The path params (in the order of the path) or the headers of an endpoint. */
function parameters(where: 'path' | 'header', schemas: Schemas, docs: Record<string, ParamDoc>) {
  return Object.entries(schemas).map(([name, schema]) => ({
    name,
    in: where,
    description: docs[name]?.description ?? '',
    required: where === 'path',
    schema: toJsonSchema(INLINE_SCHEMAS[schema], 'input'),
    example: docs[name]?.example,
  }));
}

function headerParameters({ headers = {} }: Endpoint, docs: EndpointDoc['headers'] = {}) {
  const schemas = Object.fromEntries(Object.entries(headers).map(([n, h]) => [n, h.schema]));
  return parameters('header', schemas, docs).map((p) => ({
    ...p,
    required: headers[p.name]?.required ?? false,
  }));
}

/** The query schemas' members as query parameters, each with its own schema. */
function queryParameters(names: Endpoint['query'] = [], descriptions: EndpointDoc['query'] = {}) {
  return names.flatMap((name) => {
    const json = toJsonSchema(INLINE_SCHEMAS[name], 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(json.properties ?? {}).map(([member, schema]) => ({
      name: member,
      in: 'query' as const,
      description: descriptions[member] ?? '',
      required: json.required?.includes(member) ?? false,
      schema,
    }));
  });
}

function requestBody(body: NonNullable<Endpoint['body']>, doc: EndpointDoc['body'] = {}) {
  if ('json' in body) {
    return {
      required: true,
      content: { 'application/json': { schema: ref(body.json), example: doc.example } },
    };
  }
  if ('form' in body) {
    return {
      required: true,
      content: {
        'application/x-www-form-urlencoded': { schema: ref(body.form), example: doc.example },
      },
    };
  }
  return {
    required: true,
    description: doc.description,
    content: {
      'image/*': { schema: toJsonSchema(z.string(), 'input') },
      'application/octet-stream': { schema: toJsonSchema(z.string(), 'input') },
    },
  };
}

function success({ response }: Endpoint, doc: EndpointDoc['response']) {
  if ('media' in response) {
    return {
      description: doc.description,
      headers: { 'X-Request-Id': HEADER_REFS.requestId },
      content: { [response.media]: { schema: stringSchema() } },
    };
  }
  const headers = (response.headers ?? []).map((name) => [HEADER_NAMES[name], HEADER_REFS[name]]);
  const example = doc.example === undefined ? {} : { example: doc.example };
  return {
    description: doc.description,
    headers: { 'X-Request-Id': HEADER_REFS.requestId, ...Object.fromEntries(headers) },
    content: { 'application/json': { schema: ref(response.json), ...example } },
  };
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
export function operationObject(operation: Operation) {
  const { endpoint, doc } = operation;
  const responses: Record<string, unknown> = {
    [String(endpoint.response.status)]: success(endpoint, doc.response),
  };
  for (const [status, errors] of errorsByStatus(operation)) {
    responses[String(status)] = errorResponse(status, errors);
  }
  return {
    operationId: endpoint.id,
    tags: [TAGS[endpoint.tag]],
    summary: endpoint.summary,
    description: doc.description,
    security: SECURITY[endpoint.auth],
    parameters: [
      ...parameters('path', endpoint.params ?? {}, doc.params ?? {}),
      ...queryParameters(endpoint.query, doc.query),
      ...headerParameters(endpoint, doc.headers),
      { $ref: '#/components/parameters/XRequestId' },
    ],
    ...(endpoint.body ? { requestBody: requestBody(endpoint.body, doc.body) } : {}),
    responses,
  };
}
