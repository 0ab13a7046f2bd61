// Checks answers of the sandbox against docs/openapi.json with ajv (JSON Schema 2020-12): the
// operation of the method and path, a documented status, a documented media type, and for JSON
// the body against that status's schema. Each validator is compiled once, on first use.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

type Media = Record<string, { schema?: unknown }>;
interface Operation {
  responses: Record<string, { content?: Media }>;
}
interface Document {
  servers: { url: string }[];
  components?: { schemas?: Record<string, unknown> };
  paths: Record<string, Record<string, unknown> & { servers?: { url: string }[] }>;
}

interface Route {
  method: string;
  pattern: RegExp;
  key: string;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** The formats zod's conversion emits, checked as zod checks them (patterns come alongside). */
function addFormats(ajv: Ajv2020): void {
  ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)) && /T/.test(s));
  ajv.addFormat(
    'date',
    (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)),
  );
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
}

const COMPONENTS = 'https://nft-checkout.invalid/components';

/** A copy of `schema` whose `#/components/schemas/X` references point into COMPONENTS. */
function rebased(schema: unknown): unknown {
  const text = JSON.stringify(schema).replaceAll(
    '"#/components/schemas/',
    `"${COMPONENTS}#/$defs/`,
  );
  return JSON.parse(text);
}

const escapeRegex = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/orders/{orderId}` under the server path `/v1` → a pattern of the whole request path. */
function patternOf(prefix: string, key: string): RegExp {
  const parts = `${prefix}${key}`
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : escapeRegex(segment)));
  return new RegExp(`^${parts.join('/')}$`);
}

const pathnameOf = (url: string) => new URL(url).pathname.replace(/\/$/, '');

export interface AnswerCheck {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  /** The body text; only read for JSON answers. */
  body?: string | undefined;
}

export interface AnswerValidator {
  /** A validator of any schema of the document (its references resolved). */
  compile(schema: unknown): ValidateFunction;
  /** The operation `METHOD /path` of this request, as the document keys it, if documented. */
  operationOf(method: string, url: string): string | undefined;
  /** What is wrong with the answer; empty when it is as documented. */
  problems(answer: AnswerCheck): string[];
}

/**
 * `checkSchemas` also validates each schema against the 2020-12 meta-schema (slower: the
 * document's own tests do it; the per-answer check trusts them).
 */
export function createAnswerValidator(
  document: Document,
  { checkSchemas = false }: { checkSchemas?: boolean } = {},
): AnswerValidator {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictTypes: false,
    validateSchema: checkSchemas,
    code: { optimize: false },
  });
  addFormats(ajv);
  // The named schemas as one resource of their own, which every compiled schema refers to.
  ajv.addSchema({ $id: COMPONENTS, $defs: rebased(document.components?.schemas ?? {}) });
  const prefix = pathnameOf(document.servers[0]?.url ?? 'http://localhost/');
  const routes: Route[] = [];
  for (const [key, item] of Object.entries(document.paths)) {
    const base = item.servers?.[0] ? pathnameOf(item.servers[0].url) : prefix;
    for (const method of METHODS.filter((m) => item[m])) {
      routes.push({ method, key, pattern: patternOf(base, key) });
    }
  }
  const compiled = new Map<string, ValidateFunction>();
  const compiledSchemas = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, method: string, status: string, schema: unknown) => {
    const id = `${method} ${key} ${status}`;
    let validate = compiled.get(id);
    if (!validate) {
      validate = ajv.compile(rebased(schema) as object);
      compiled.set(id, validate);
    }
    return validate;
  };
  const routeOf = (method: string, url: string) => {
    const path = new URL(url).pathname;
    const lower = method.toLowerCase();
    // Literal segments win over parameters (`/orders/events` is not `/orders/{orderId}`).
    const matches = routes.filter((r) => r.method === lower && r.pattern.test(path));
    const params = (r: Route) => r.key.split('{').length;
    return matches.sort((a, b) => params(a) - params(b))[0];
  };

  return {
    compile(schema) {
      const key = JSON.stringify(schema);
      let validate = compiledSchemas.get(key);
      if (!validate) {
        validate = ajv.compile(rebased(schema) as object);
        compiledSchemas.set(key, validate);
      }
      return validate;
    },
    operationOf(method, url) {
      const route = routeOf(method, url);
      return route && `${route.method.toUpperCase()} ${route.key}`;
    },
    problems({ method, url, status, contentType, body }) {
      const route = routeOf(method, url);
      if (!route) return [];
      const name = `${route.method.toUpperCase()} ${route.key}`;
      const operation = document.paths[route.key]?.[route.method] as Operation;
      const response = operation.responses[String(status)];
      if (!response) return [`${name} answered ${status}, a status the document does not list`];
      const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const content = response.content ?? {};
      if (!media && Object.keys(content).length === 0) return [];
      if (!(media in content)) {
        return [
          `${name} ${status} answered ${media || 'no content type'}, not ${Object.keys(content).join(' or ') || 'nothing'}`,
        ];
      }
      if (media !== 'application/json' || body === undefined) return [];
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        return [`${name} ${status} answered a body that is not JSON`];
      }
      const validate = validatorOf(route.key, route.method, String(status), content[media]?.schema);
      if (validate(value)) return [];
      const errors = (validate.errors ?? []).slice(0, 5).map((e) => {
        const where = e.instancePath || '(the body)';
        return `${where} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`;
      });
      return [`${name} ${status} does not match the document: ${errors.join('; ')}`];
    },
  };
}

let committed: AnswerValidator | undefined;

/** The validator of the committed docs/openapi.json, built once per test file. */
export function committedAnswerValidator(): AnswerValidator {
  committed ??= createAnswerValidator(
    // From the repository root, where vitest runs (jsdom gives import.meta.url no file path).
    JSON.parse(readFileSync('docs/openapi.json', 'utf8')),
  );
  return committed;
}
