// How an endpoint is described (OperationSpec), and its OpenAPI operation object built from that.
import * as z from 'zod/mini';
import type { ErrorCode } from '../../api/errors.js';
import type { ErrorBody } from '../../api/serviceErrors.js';
import { AUTH_THROTTLE } from '../http/authThrottle.js';
import {
  type InputName,
  type JsonSchema,
  type OutputName,
  ref,
  toJsonSchema,
  type ZodSchema,
} from './schemas.js';

export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Who may call: `merchant` (Basic credentials; 401 when wrong), `exchange` (Basic credentials;
 * 400 when wrong, the client-token exchange), `read`/`write` (a client token; a write after the
 * token's expiry is 410), or `none` (public pages).
 */
export type Auth = 'merchant' | 'exchange' | 'read' | 'write' | 'none';

export const TAGS = {
  merchant: 'Merchant API',
  webhooks: 'Webhook deliveries',
  checkout: 'Checkout (widget)',
  buyerChecks: 'Buyer checks',
  identity: 'Identity documents (document frame)',
  pages: 'Pages and frames',
  reference: 'Reference',
} as const;
export type Tag = keyof typeof TAGS;

export const TAG_DESCRIPTIONS: Record<Tag, string> = {
  merchant:
    "The interface's endpoints, called by the merchant's server with its credentials (never from a browser).",
  webhooks: "What the service delivered to the merchant's webhook endpoints, and resending it.",
  checkout:
    "The widget's endpoints, called from the buyer's browser with the client token (CORS open).",
  buyerChecks: 'The checks of the buyer before payment: phone, tax id, identity assessment.',
  identity: "The document frame's captures of an identity document (same origin only).",
  pages:
    'HTML pages and scripts of the service: the frames, the card challenge, the hosted checkout.',
  reference: 'This document.',
};

export interface ParamSpec {
  name: string;
  schema: ZodSchema;
  description: string;
  required?: boolean;
  example?: string;
}

/** A refusal the operation may answer: its status, code, when, and an example message. */
export interface ErrorSpec {
  status: number;
  code: ErrorCode;
  when: string;
  message: string;
  /** The name of its example (a common refusal's, shared by every operation); else the code. */
  name?: string;
  /** Every operation may answer it (a malformed X-Request-Id, a failure of the sandbox). */
  common?: boolean;
  /** Answered as an HTML page (the challenge page's refusals), not as the JSON error body. */
  page?: boolean;
}

export type SuccessBody =
  | { json: OutputName; example?: unknown }
  | { html: string }
  | { eventStream: string }
  | { javascript: string }
  | { none: true };

export type SuccessSpec = { status: number; description: string } & SuccessBody;

export type RequestBody =
  | { json: InputName; example: unknown; required?: boolean }
  | { form: InputName; example: Record<string, string> }
  | { binary: string };

/** The example request of an operation, as the curl command of docs/api.md sends it. */
export interface CurlExample {
  /** Values of the path parameters (shell variables such as `$ORDER_ID` allowed). */
  path?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** For a binary body: the file `--data-binary @<file>` sends. */
  file?: string;
}

export interface OperationSpec {
  method: Method;
  /** From the service origin: `/v1/orders/{orderId}`, `/checkout`. */
  path: string;
  operationId: string;
  tag: Tag;
  summary: string;
  /** Markdown: what it does and its rules. */
  description: string;
  auth: Auth;
  /** Cross-origin calls allowed (the widget's endpoints). */
  cors?: boolean;
  pathParams?: ParamSpec[];
  query?: { schema: ZodSchema; descriptions: Record<string, string> };
  headers?: ParamSpec[];
  body?: RequestBody;
  ok: SuccessSpec[];
  errors: ErrorSpec[];
  curl: CurlExample;
}

export const SECURITY_SCHEMES = {
  MerchantBasic: {
    type: 'http',
    scheme: 'basic',
    description:
      "The merchant's credentials: `Authorization: Basic base64(clientId:clientSecret)`. For your server only: a merchant endpoint refuses any request that carries an `Origin` header (403), since a browser must never hold the secret. The sandbox's default merchant is `sandbox-merchant` / `sandbox-secret`.",
  },
  ClientToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'UUID',
    description:
      'The `clientToken` of `POST /auth/client-tokens`: `Authorization: Bearer <clientToken>`. It opens exactly one order, which it names: no widget endpoint takes an order id. Reads stay allowed after the token expires; writes are 410 `EXPIRED` from then on.',
  },
} as const;

const SECURITY: Record<Auth, Record<string, string[]>[] | undefined> = {
  merchant: [{ MerchantBasic: [] }],
  exchange: [{ MerchantBasic: [] }],
  read: [{ ClientToken: [] }],
  write: [{ ClientToken: [] }],
  none: [],
};

/** The refusals every operation of a kind may answer, besides its own. */
export function commonErrors(spec: Pick<OperationSpec, 'auth' | 'body'>): ErrorSpec[] {
  const errors: ErrorSpec[] = [
    {
      status: 400,
      code: 'VALIDATION',
      when: 'The `X-Request-Id` header is not 1 to 72 letters, digits or dashes.',
      message: 'Invalid X-Request-Id header: use 1 to 72 letters, digits or dashes.',
      name: 'BadRequestId',
      common: true,
    },
  ];
  if (spec.auth === 'merchant' || spec.auth === 'exchange') {
    errors.push(
      {
        status: spec.auth === 'exchange' ? 400 : 401,
        code: 'UNAUTHORIZED',
        when: 'The merchant credentials are missing or wrong.',
        message: 'Invalid merchant credentials: check clientId and clientSecret.',
        name: 'BadCredentials',
      },
      {
        status: 403,
        code: 'FORBIDDEN',
        when: 'The request carries an `Origin` header: it came from a browser.',
        message:
          'Merchant endpoints are for your server: call them from your backend with the credentials kept there, never from a browser (this request carried an Origin header).',
        name: 'FromBrowser',
      },
      {
        status: 429,
        code: 'RATE_LIMITED',
        when: `${AUTH_THROTTLE.maxFailures} wrong secrets for this \`clientId\` within ${AUTH_THROTTLE.windowMs / 1000} s: every request with it, the right secret too, is refused for ${AUTH_THROTTLE.windowMs / 1000} s (\`Retry-After\` says how many seconds are left).`,
        message: `Too many wrong credentials for this clientId (${AUTH_THROTTLE.maxFailures} within ${AUTH_THROTTLE.windowMs / 1000} s), so the right ones are refused too: check the clientSecret your server sends: try again in 60 seconds (2026-11-22T10:01:00.000Z).`,
        name: 'CredentialsThrottled',
      },
    );
  }
  if (spec.auth === 'read' || spec.auth === 'write') {
    errors.push({
      status: 401,
      code: 'UNAUTHORIZED',
      when: 'The client token is missing or unknown.',
      message: 'Unknown client token: create a new one with POST /v1/auth/client-tokens.',
      name: 'UnknownToken',
    });
  }
  if (spec.auth === 'write') {
    errors.push({
      status: 410,
      code: 'EXPIRED',
      when: 'The client token (and its unpaid order) expired.',
      message: 'The client token expired at 2026-11-22T10:30:00.000Z: start a new checkout.',
      name: 'TokenExpired',
    });
  }
  if (spec.body && 'json' in spec.body) {
    errors.push(
      {
        status: 400,
        code: 'VALIDATION',
        when: 'The body is not JSON, nests deeper than 32 levels or has more than 1000 members in an object or array, or a field breaks its rule (each one is named in `issues`).',
        message: 'The request body is not valid JSON.',
        name: 'NotJson',
      },
      {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        when: 'The body is larger than 64 KiB.',
        message: 'The request body is larger than 65536 bytes.',
        name: 'BodyTooLarge',
      },
      {
        status: 415,
        code: 'VALIDATION',
        when: 'The body is not sent as `Content-Type: application/json`.',
        message: 'The request body must be JSON: send it with Content-Type: application/json.',
        name: 'NotJsonContentType',
      },
    );
  }
  errors.push({
    status: 500,
    code: 'SERVER',
    when: 'The sandbox failed on the request (its log says why).',
    message: 'The sandbox failed on this request; see its log.',
    name: 'SandboxFailed',
    common: true,
  });
  return errors;
}

/** Every refusal of an operation: its own first, then the common ones. */
export const errorsOf = (spec: OperationSpec): ErrorSpec[] => [
  ...spec.errors,
  ...commonErrors(spec),
];

const stringSchema = () => toJsonSchema(z.string(), 'output');

export const HEADER_REFS = {
  requestId: { $ref: '#/components/headers/XRequestId' },
  retryAfter: { $ref: '#/components/headers/RetryAfter' },
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

/** A query schema's members as query parameters, each with its own schema. */
function queryParameters(query: NonNullable<OperationSpec['query']>) {
  const json = toJsonSchema(query.schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query' as const,
    description: query.descriptions[name] ?? '',
    required: json.required?.includes(name) ?? false,
    schema,
  }));
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

/** Refusals grouped by status, in status order. */
export function errorsByStatus(spec: OperationSpec): Map<number, ErrorSpec[]> {
  const byStatus = new Map<number, ErrorSpec[]>();
  for (const e of errorsOf(spec).sort((a, b) => a.status - b.status)) {
    byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), e]);
  }
  return byStatus;
}

/** The OpenAPI operation object of one endpoint. */
export function operationObject(spec: OperationSpec) {
  const responses: Record<string, unknown> = {};
  for (const ok of spec.ok) {
    const content = successContent(ok);
    responses[String(ok.status)] = {
      description: ok.description,
      headers: { 'X-Request-Id': HEADER_REFS.requestId },
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
