// The OpenAPI 3.1 document of the service, assembled from the endpoint table, its documentation
// and the zod schemas.
import * as z from 'zod/mini';
import { API_PREFIX } from '../../api/endpoints/servicePath.js';
import { retryAfterSchema, webhookHeadersSchema } from '../../api/httpShapes.js';
import { ORDER_PAGE } from '../../api/orderPage.js';
import { requestId } from '../../api/primitives.js';
import { WEBHOOK_HEADERS } from '../../api/webhooks.js';
import { DEFAULT_RETRY_DELAYS_MS, DEFAULT_TIMEOUT_MS, RETRY_JITTER } from '../webhooks/schedule.js';
import { WEBHOOK_DESCRIPTIONS, WEBHOOK_TYPES } from './docs/webhookEvents.js';
import { type Operation, SECURITY_SCHEMES, TAG_DESCRIPTIONS, TAGS } from './operation.js';
import { operationObject } from './operationObject.js';
import { OPERATIONS } from './operations.js';
import {
  componentSchemas,
  type JsonSchema,
  toJsonSchema,
  webhookComponentName,
} from './schemas.js';
import { webhookExample } from './webhookExamples.js';

/** Every endpoint the sandbox serves, in the order the reference lists them. */
export { OPERATIONS };

/** Where `npx nft-checkout-sandbox` listens by default: the committed document's server. */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:4010';

export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers: { url: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  webhooks: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, unknown>;
    parameters: Record<string, unknown>;
    headers: Record<string, unknown>;
    examples: Record<string, unknown>;
  };
  [member: string]: unknown;
};

const INFO = {
  title: 'nft-checkout service',
  version: '1.0',
  summary:
    'NFT checkout paid in fiat: client tokens, orders, risk, identity documents, the widget protocol and webhooks.',
  description: [
    'The crypto checkout, order and risk service interface (`/v1`), the widget protocol under `/v1/checkout`, the webhook deliveries, the hosted checkout page and the webhooks the service sends. Generated from the zod schemas of `src/api`: the typed clients and the sandbox check the same rules.',
    '',
    'Every error answers `{ code, message, issues? }` (`ErrorBody`); `issues` names each failing field. Every answer carries `X-Request-Id`.',
  ].join('\n'),
  license: { name: 'MIT', identifier: 'MIT' },
};

/** The path of `spec` as the document keys it: under the /v1 server, or at the origin. */
export function documentPath(spec: Pick<Operation, 'path'>): string {
  return spec.path.startsWith(`${API_PREFIX}/`) ? spec.path.slice(API_PREFIX.length) : spec.path;
}

function paths(origin: string) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const spec of OPERATIONS) {
    const key = documentPath(spec);
    const item = out[key] ?? {};
    out[key] = item;
    // Paths outside /v1 (the hosted page) sit at the service origin.
    if (key === spec.path && !item.servers) {
      item.servers = [{ url: origin, description: 'The service origin (no /v1).' }];
    }
    item[spec.method] = operationObject(spec);
  }
  return out;
}

/** One header parameter per Standard Webhooks header, each with its schema. */
function webhookHeaderParameters() {
  const json = toJsonSchema(webhookHeadersSchema, 'input') as {
    properties: Record<string, JsonSchema>;
  };
  const about: Record<string, string> = {
    [WEBHOOK_HEADERS.id]: 'The event id: the same on every attempt and resend. Dedupe on it.',
    [WEBHOOK_HEADERS.timestamp]:
      'When it was signed, in Unix seconds. Refuse one more than 5 minutes from your clock.',
    [WEBHOOK_HEADERS.signature]:
      "Space-separated `v1,<base64 HMAC-SHA256>` of `id.timestamp.body` with the endpoint's `whsec_` secret (more than one while a secret is rotated).",
  };
  return Object.entries(json.properties).map(([name, schema]) => ({
    name,
    in: 'header',
    required: true,
    description: about[name] ?? '',
    schema,
  }));
}

/** 5000 → `5 s`, 300000 → `5 min`, 7200000 → `2 h`. */
function duration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${ms / 1000} s`;
}

const WEBHOOK_RULES = [
  "Sent as a POST with a JSON body to every endpoint the merchant configured (`--webhook-url`, or `startSandbox({ merchants: [{ webhooks: [{ url, secret }] }] })`), signed by the Standard Webhooks scheme. Verify it with `verifyWebhook(rawBody, headers, secret)` from `nft-checkout/api` before you trust it, and fulfil on it rather than on the browser's callbacks.",
  '',
  "- Delivery is at least once: dedupe on `id` (the `webhook-id` header). `sequence` counts the order's events from 1, so order them by it whatever the order of arrival.",
  `- Any 2xx within ${duration(DEFAULT_TIMEOUT_MS)} ends the delivery; anything else is retried after ${DEFAULT_RETRY_DELAYS_MS.map(duration).join(', ')} (±${RETRY_JITTER * 100} % each), then the delivery is \`failed\` (\`GET /v1/webhooks/deliveries\`, and resend it).`,
  '- `data.order` is the order as `GET /v1/orders/{orderId}` answered when the event was sent.',
].join('\n');

function webhooks() {
  const parameters = webhookHeaderParameters();
  return Object.fromEntries(
    WEBHOOK_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          tags: ['Webhooks'],
          summary: `\`${type}\`: ${WEBHOOK_DESCRIPTIONS[type]}`,
          description: `${WEBHOOK_DESCRIPTIONS[type]}\n\n${WEBHOOK_RULES}`,
          security: [{ WebhookSignature: [] }],
          parameters,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${webhookComponentName(type)}` },
                example: webhookExample(type),
              },
            },
          },
          responses: {
            '2XX': { description: 'Received: the delivery ends.' },
            default: { description: 'Not received: the delivery is tried again later.' },
          },
        },
      },
    ]),
  );
}

type Example = { summary: string; value: unknown } | { $ref: string };

/**
 * Moves the error examples that several operations share (the common refusals) to
 * `components.examples`, each replaced by a reference, so the document states each once.
 */
function shareExamples(pathItems: Record<string, Record<string, unknown>>) {
  const sets: Record<string, Example>[] = [];
  for (const item of Object.values(pathItems)) {
    for (const operation of Object.values(item)) {
      const responses = (operation as { responses?: Record<string, unknown> }).responses ?? {};
      for (const response of Object.values(responses)) {
        const content = (response as { content?: Record<string, { examples?: unknown }> }).content;
        const examples = content?.['application/json']?.examples;
        if (examples) sets.push(examples as Record<string, Example>);
      }
    }
  }
  const uses = new Map<string, number>();
  for (const set of sets) {
    for (const [name, example] of Object.entries(set)) {
      const key = `${name}\n${JSON.stringify(example)}`;
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  const shared: Record<string, Example> = {};
  for (const set of sets) {
    for (const [name, example] of Object.entries(set)) {
      if ((uses.get(`${name}\n${JSON.stringify(example)}`) ?? 0) < 2) continue;
      let id = name;
      for (let n = 2; id in shared && JSON.stringify(shared[id]) !== JSON.stringify(example); n++) {
        id = `${name}_${n}`;
      }
      shared[id] = example;
      set[name] = { $ref: `#/components/examples/${id}` };
    }
  }
  return shared;
}

/** The whole document, with `origin` (the service origin) as its server. */
export function buildOpenApiDocument(origin: string = DEFAULT_ORIGIN): OpenApiDocument {
  const pathItems = paths(origin);
  const examples = shareExamples(pathItems);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: INFO,
    servers: [{ url: `${origin}${API_PREFIX}`, description: 'This sandbox.' }],
    tags: [
      ...Object.entries(TAGS).map(([tag, name]) => ({
        name,
        description: TAG_DESCRIPTIONS[tag as keyof typeof TAGS],
      })),
      { name: 'Webhooks', description: "What the service POSTs to the merchant's server." },
    ],
    paths: pathItems,
    webhooks: webhooks(),
    components: {
      schemas: componentSchemas(),
      securitySchemes: SECURITY_SCHEMES,
      examples,
      parameters: {
        XRequestId: {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          description:
            'Your id for the request (1 to 72 letters, digits or dashes), echoed in the answer; a malformed one is refused with 400.',
          schema: toJsonSchema(requestId(), 'input'),
        },
      },
      headers: {
        XRequestId: {
          description: 'The request id sent, or a new UUID.',
          schema: toJsonSchema(requestId(), 'input'),
        },
        RetryAfter: {
          description: 'Seconds to wait before trying again.',
          schema: toJsonSchema(retryAfterSchema, 'output'),
        },
        XNextCursor: {
          description: `Where the next page starts: send it back as \`cursor\`, with the same filters. Absent on the last page. At most ${ORDER_PAGE.maxLimit} orders a page.`,
          schema: toJsonSchema(z.string(), 'output'),
        },
      },
    },
  };
}
