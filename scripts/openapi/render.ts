// docs/api.md, rendered from the OpenAPI document and the operations it was built from.
import type { Auth, Tag } from '../../src/api/endpoints/endpoint.js';
import {
  WEBHOOK_DESCRIPTIONS,
  WEBHOOK_TYPES,
} from '../../src/sandbox/openapi/docs/webhookEvents.js';
import {
  DEFAULT_ORIGIN,
  documentPath,
  OPERATIONS,
  type OpenApiDocument,
} from '../../src/sandbox/openapi/document.js';
import {
  type Operation as OperationSpec,
  TAG_DESCRIPTIONS,
  TAGS,
} from '../../src/sandbox/openapi/operation.js';
import { errorsByStatus } from '../../src/sandbox/openapi/refusals.js';
import { webhookComponentName } from '../../src/sandbox/openapi/schemas.js';
import { curlCommand } from './curl.js';
import { bodyRows, type FieldRow, type JsonSchema, refName, rulesOf, typeLabel } from './fields.js';

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
export const headingAnchor = (heading: string) =>
  `#${heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')}`;

const cell = (text: string) => text.replaceAll('\n', ' ').replaceAll('|', '\\|') || ' ';
const escaped = (text: string) => text.replaceAll('\n', ' ') || ' ';

/** A body's named schema, in code: its table follows (not a link to the Schemas section). */
const schemaName = (schema: JsonSchema) =>
  schema.$ref ? `\`${refName(schema.$ref)}\`` : typeLabel(schema);

const heading = (spec: OperationSpec) => `${spec.method.toUpperCase()} ${spec.path}`;

const AUTH: Record<Auth, string> = {
  merchant:
    'merchant credentials (`Authorization: Basic base64(clientId:clientSecret)`), from a server only',
  exchange:
    'merchant credentials (`Authorization: Basic base64(clientId:clientSecret)`), from a server only; wrong ones are 400 here',
  read: 'the client token (`Authorization: Bearer <clientToken>`); allowed after it expires',
  write: 'the client token (`Authorization: Bearer <clientToken>`); 410 after it expires',
  none: 'none (a public page)',
};

/** Renders the tables and remembers which named schemas they link to. */
class Tables {
  readonly linked = new Set<string>();

  constructor(private readonly schemas: Record<string, JsonSchema>) {}

  private note(rows: FieldRow[], schema: JsonSchema) {
    const text = JSON.stringify([rows.map((r) => r.type), schema]);
    for (const match of text.matchAll(/\(#([a-z0-9]+)\)|"#\/components\/schemas\/(\w+)"/g)) {
      const name = match[2] ?? Object.keys(this.schemas).find((n) => n.toLowerCase() === match[1]);
      if (name) this.linked.add(name);
    }
  }

  /** A field table, or a sentence for a list or a choice of named schemas. */
  fields(schema: JsonSchema): string[] {
    const resolved = schema.$ref ? (this.schemas[refName(schema.$ref)] ?? {}) : schema;
    if (resolved.type === 'array' && resolved.items?.$ref) {
      this.note([], resolved);
      return [`A JSON array of ${typeLabel(resolved.items)}.`, ''];
    }
    const choices = resolved.anyOf ?? resolved.oneOf;
    if (choices?.every((c) => c.$ref)) {
      this.note([], resolved);
      return [`One of: ${choices.map(typeLabel).join(', ')}.`, ''];
    }
    const rows = bodyRows(resolved);
    this.note(rows, resolved);
    if (rows.length === 0) return ['Any JSON value.', ''];
    return [
      '| field | type | required | rules |',
      '|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| \`${r.path}\` | ${escaped(r.type)} | ${r.required ? 'yes' : 'no'} | ${escaped(r.rules)} |`,
      ),
      '',
    ];
  }
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  $ref?: string;
}

function parameterTable(parameters: Parameter[]): string[] {
  const own = parameters.filter((p) => !p.$ref);
  if (own.length === 0) return [];
  return [
    '**Parameters**',
    '',
    '| name | in | type | required | rules | meaning |',
    '|---|---|---|---|---|---|',
    ...own.map((p) => {
      const schema = p.schema ?? {};
      return `| \`${p.name}\` | ${p.in} | ${escaped(typeLabel(schema))} | ${p.required ? 'yes' : 'no'} | ${escaped(rulesOf(schema))} | ${cell(p.description ?? '')} |`;
    }),
    '',
  ];
}

type Operation = {
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema; example?: unknown }> }
  >;
};

function requestSection(spec: OperationSpec, op: Operation, tables: Tables): string[] {
  const content = op.requestBody?.content;
  if (!content) return [];
  const [type, media] = Object.entries(content)[0] ?? [];
  if (!type || !media) return [];
  if (spec.endpoint.body && 'binary' in spec.endpoint.body) {
    return [
      `**Request body**: ${spec.doc.body?.description} (${Object.keys(content)
        .map((t) => `\`${t}\``)
        .join(' or ')})`,
      '',
    ];
  }
  return [
    `**Request body** (\`${type}\`, ${schemaName(media.schema)})`,
    '',
    ...tables.fields(media.schema),
  ];
}

function responseSection(spec: OperationSpec, op: Operation, tables: Tables): string[] {
  const lines = ['**Responses**', '', '| status | answer |', '|---|---|'];
  const details: string[] = [];
  const { status } = spec.endpoint.response;
  const response = op.responses[String(status)];
  const media = response?.content ? Object.entries(response.content)[0] : undefined;
  const what = media
    ? `\`${media[0]}\`${media[0] === 'application/json' ? ` ${schemaName(media[1].schema)}` : ''}: `
    : '';
  lines.push(`| ${status} | ${cell(`${what}${spec.doc.response.description}`)} |`);
  if (media?.[0] === 'application/json' && !media[1].schema.$ref?.endsWith('OpenApiDocument')) {
    details.push(`Answer ${status}:`, '', ...tables.fields(media[1].schema));
  }
  for (const [status, all] of errorsByStatus(spec)) {
    // Every endpoint's (a malformed X-Request-Id, a failure): said once, under Errors.
    const errors = all.filter((e) => !e.common);
    if (errors.length === 0) continue;
    const causes = errors.map((e) => `\`${e.code}\`${e.page ? ' (a page)' : ''}: ${e.when}`);
    lines.push(`| ${status} | ${cell(causes.join(' <br> '))} |`);
  }
  return [...lines, '', ...details];
}

function exampleSection(spec: OperationSpec, op: Operation): string[] {
  const lines = ['**Example**', '', '```sh', curlCommand(spec, DEFAULT_ORIGIN), '```', ''];
  const { status } = spec.endpoint.response;
  const media = op.responses[String(status)]?.content?.['application/json'];
  if (media?.example !== undefined) {
    lines.push(
      `Answer (${status}):`,
      '',
      '```json',
      JSON.stringify(media.example, null, 2),
      '```',
      '',
    );
  }
  return lines;
}

function operationSection(spec: OperationSpec, doc: OpenApiDocument, tables: Tables): string[] {
  const op = doc.paths[documentPath(spec)]?.[spec.method] as Operation;
  return [
    `### ${heading(spec)}`,
    '',
    `**${spec.endpoint.summary}.** ${spec.doc.description}`,
    '',
    `**Authentication**: ${AUTH[spec.endpoint.auth]}.${spec.endpoint.cors ? ' Cross-origin calls allowed (CORS).' : ''}`,
    '',
    ...parameterTable(op.parameters),
    ...requestSection(spec, op, tables),
    ...responseSection(spec, op, tables),
    ...exampleSection(spec, op),
  ];
}

const TRYING = [
  '## Trying the examples',
  '',
  'Every example is a curl command against the sandbox with its defaults (port 4010, merchant `sandbox-merchant` / `sandbox-secret`). Start it in one terminal, then open a checkout in another and keep its client token and order id in shell variables:',
  '',
  '```sh',
  'npx nft-checkout-sandbox',
  '```',
  '',
  '```sh',
  `ANSWER=$(curl -sS -X POST ${DEFAULT_ORIGIN}/v1/auth/client-tokens -u 'sandbox-merchant:sandbox-secret' \\`,
  `  -H 'Content-Type: application/json' -d '{"nft":{"name":"Genesis #1","imageUrl":"https://example.com/nft/1.png","price":100}}')`,
  `CLIENT_TOKEN=$(node -p 'JSON.parse(process.argv[1]).clientToken' "$ANSWER")`,
  `ORDER_ID=$(node -p 'JSON.parse(process.argv[1]).orderId' "$ANSWER")`,
  '```',
  '',
  'The other variables come from earlier answers the same way: `VERIFICATION_ID` (the `verification_id` of `POST /v1/identity-documents/tokens`), `BANK_ACCOUNT_ID` (the `bankAccountId` of `POST /v1/payment-method/ach`), `DELIVERY_ID` (an `id` of `GET /v1/webhooks/deliveries`, with the sandbox started with `--webhook-url`) and `CHALLENGE_ID` (the last segment of `nextAction.url` after a confirm with the card `4000002700000019`).',
  '',
];

const ERRORS = [
  '## Errors',
  '',
  'Every refusal has a status of 400 or above and this body ([ErrorBody](#errorbody)); `code` is one of the codes of `NftCheckoutError` (`src/api/errors.ts`), `message` says what to do, and `issues` names each failing field (`{ "path": "nft.price", "message": "must be at least 0" }`). Any endpoint may answer 400 for a malformed `X-Request-Id` and 500 when the sandbox fails; every answer carries `X-Request-Id`. The sections below list each endpoint\'s own refusals.',
  '',
];

function webhookSection(doc: OpenApiDocument, tables: Tables): string[] {
  const first = doc.webhooks[WEBHOOK_TYPES[0] as string]?.post as {
    description: string;
    parameters: Parameter[];
  };
  const rules = first.description.split('\n\n').slice(1).join('\n\n');
  const lines = [
    '## Webhooks',
    '',
    rules,
    '',
    ...parameterTable(first.parameters),
    '**Body** (`WebhookEvent`; each type below is its own schema, with `type` fixed)',
    '',
    ...tables.fields({ $ref: '#/components/schemas/WebhookEvent' }),
  ];
  for (const type of WEBHOOK_TYPES) {
    const post = doc.webhooks[type]?.post as {
      requestBody: { content: Record<string, { example: unknown }> };
    };
    lines.push(
      `### ${type}`,
      '',
      `${WEBHOOK_DESCRIPTIONS[type]} Schema: \`${webhookComponentName(type)}\`.`,
      '',
      '```json',
      JSON.stringify(post.requestBody.content['application/json']?.example, null, 2),
      '```',
      '',
    );
  }
  return lines;
}

function schemaSections(doc: OpenApiDocument, tables: Tables): string[] {
  const lines = [
    '## Schemas',
    '',
    'The named schemas the tables above link to, as `components.schemas` of [openapi.json](openapi.json) has them.',
    '',
  ];
  const done = new Set<string>();
  const names = () => [...tables.linked].filter((n) => !done.has(n)).sort();
  for (let batch = names(); batch.length; batch = names()) {
    for (const name of batch) {
      done.add(name);
      lines.push(`### ${name}`, '', ...tables.fields(doc.components.schemas[name] ?? {}));
    }
  }
  // Listed in one alphabetical run, whatever order the links were found in.
  const sections = lines
    .slice(4)
    .join('\n')
    .split(/\n(?=### )/);
  return [...lines.slice(0, 4), ...sections.sort().flatMap((s) => [s.trimEnd(), ''])];
}

function contents(): string[] {
  const lines = [
    '## Contents',
    '',
    '- [Trying the examples](#trying-the-examples)',
    '- [Errors](#errors)',
  ];
  for (const tag of Object.keys(TAGS) as Tag[]) {
    lines.push(`- [${TAGS[tag]}](${headingAnchor(TAGS[tag])})`);
    for (const spec of OPERATIONS.filter((s) => s.endpoint.tag === tag)) {
      lines.push(
        `  - [${heading(spec)}](${headingAnchor(heading(spec))}): ${spec.endpoint.summary}`,
      );
    }
  }
  lines.push('- [Webhooks](#webhooks)');
  for (const type of WEBHOOK_TYPES) lines.push(`  - [${type}](${headingAnchor(type)})`);
  lines.push('- [Schemas](#schemas)', '');
  return lines;
}

/** The whole page. */
export function renderApiMarkdown(doc: OpenApiDocument): string {
  const tables = new Tables(doc.components.schemas as Record<string, JsonSchema>);
  const body: string[] = [];
  for (const tag of Object.keys(TAGS) as Tag[]) {
    body.push(`## ${TAGS[tag]}`, '', TAG_DESCRIPTIONS[tag], '');
    for (const spec of OPERATIONS.filter((s) => s.endpoint.tag === tag)) {
      body.push(...operationSection(spec, doc, tables));
    }
  }
  const hooks = webhookSection(doc, tables);
  tables.linked.add('ErrorBody');
  const schemas = schemaSections(doc, tables);
  const lines = [
    '# API reference',
    '',
    '<!-- Generated by `npm run openapi` from the zod schemas in src/api, like docs/openapi.json. Do',
    '     not edit: change a schema or src/sandbox/openapi/, then run it (a test fails while stale). -->',
    '',
    `Every endpoint of the service: the interface's (\`/v1\`), the widget protocol (\`/v1/checkout\`), the webhook deliveries, the service's pages, and the webhooks it sends. It is rendered from [openapi.json](openapi.json), the OpenAPI ${doc.openapi} document the sandbox also serves at \`GET /v1/openapi.json\`; generate a client from that. The typed clients (\`nft-checkout/api\`) and the sandbox check the same schemas. How the sandbox fills the gaps of the interface is in [decisions.md](decisions.md); the widget protocol is explained in [protocol.md](protocol.md).`,
    '',
    ...contents(),
    ...TRYING,
    ...ERRORS,
    ...body,
    ...hooks,
    ...schemas,
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
