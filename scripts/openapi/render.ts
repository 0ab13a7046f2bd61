// docs/api.md, rendered from the OpenAPI document and the operations it was built from.
import type { Tag } from '../../src/api/endpoints/endpoint.js';
import {
  WEBHOOK_DESCRIPTIONS,
  WEBHOOK_TYPES,
} from '../../src/sandbox/openapi/docs/webhookEvents.js';
import {
  DEFAULT_ORIGIN,
  OPERATIONS,
  type OpenApiDocument,
} from '../../src/sandbox/openapi/document.js';
import { TAG_DESCRIPTIONS, TAGS } from '../../src/sandbox/openapi/operation.js';
import { webhookComponentName } from '../../src/sandbox/openapi/schemas.js';
import type { JsonSchema } from './fields.js';
import { heading, operationSection } from './operations.js';
import { type Parameter, parameterTable, Tables } from './tables.js';

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
export const headingAnchor = (heading: string) =>
  `#${heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')}`;

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
