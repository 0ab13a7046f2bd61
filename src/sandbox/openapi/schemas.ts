// The named schemas of the OpenAPI document (`components.schemas`), each a zod schema of src/api
// turned into JSON Schema by zod's own conversion. Nothing here is written as JSON by hand.
import * as z from 'zod/mini';
import * as checkout from '../../api/checkout.js';
import * as checkoutBuyer from '../../api/checkoutBuyer.js';
import * as checkoutPayment from '../../api/checkoutPayment.js';
import * as tokens from '../../api/clientTokens.js';
import * as customers from '../../api/customers.js';
import type { InputName, OutputName } from '../../api/endpoints/schemaNames.js';
import * as shapes from '../../api/httpShapes.js';
import * as orders from '../../api/orders.js';
import { errorBodySchema } from '../../api/serviceErrors.js';
import * as deliveries from '../../api/webhookDeliveries.js';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  webhookEventSchema,
} from '../../api/webhooks.js';
import { sliceSchemas } from './sliceSchemas.js';
import type { ZodSchema } from './zodSchema.js';

export type JsonSchema = Record<string, unknown>;

/** `order.processing` → `OrderProcessingWebhook`: the component of one webhook event type. */
export function webhookComponentName(type: WebhookEventType): string {
  const words = type
    .replaceAll('_', '.')
    .split('.')
    .map((w) => `${w[0]?.toUpperCase()}${w.slice(1)}`);
  return `${words.join('')}Webhook`;
}

/**
 * One webhook event type: `WebhookEvent` (by reference) with `type` fixed to that value. The
 * second part is loose: the first already closes the object.
 */
const webhookOfType = (type: WebhookEventType) =>
  z.intersection(webhookEventSchema, z.looseObject({ type: z.literal(type) }));

/**
 * What the service answers and sends, converted as output: zod strips unknown members, so the
 * answers carry only these and every object is closed (`additionalProperties: false`).
 */
const ANSWER_SCHEMAS = {
  ErrorBody: errorBodySchema,
  ClientTokenResponse: tokens.clientTokenResponseSchema,
  Order: orders.orderSchema,
  OrderList: orders.orderListSchema,
  Success: orders.successSchema,
  RiskResponse: customers.riskResponseSchema,
  RiskResponseList: customers.riskResponseListSchema,
  Transition: checkout.transitionSchema,
  OrderState: checkout.orderStateSchema,
  CheckoutSession: checkout.checkoutSessionSchema,
  ExpiryExtension: checkout.expiryExtensionSchema,
  Quote: checkoutPayment.quoteSchema,
  Delivery: deliveries.deliverySchema,
  DeliveryList: deliveries.deliveryListSchema,
  WebhookEvent: webhookEventSchema,
  OpenApiDocument: shapes.openApiDocumentSchema,
  FrameStrings: shapes.frameStringsSchema,
  ...sliceSchemas('answers'),
} as const satisfies Record<OutputName, ZodSchema>;

/** The answers, then one schema per webhook event type. */
export const OUTPUT_SCHEMAS: Record<string, ZodSchema> = {
  ...ANSWER_SCHEMAS,
  ...Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((t) => [webhookComponentName(t), webhookOfType(t)]),
  ),
};

/** What the service accepts, converted as input: unknown members are allowed and ignored. */
export const INPUT_SCHEMAS = {
  ClientTokenRequest: tokens.clientTokenRequestSchema,
  OrderEvent: orders.orderEventSchema,
  RiskRequestA: customers.riskRequestASchema,
  RiskRequestB: customers.riskRequestBSchema,
  RiskRequest: customers.riskRequestSchema,
  DeviceSessionRequest: customers.deviceSessionRequestSchema,
  ExpiryExtensionRequest: checkout.expiryExtensionRequestSchema,
  QuoteRequest: checkoutPayment.quoteRequestSchema,
  Buyer: checkoutBuyer.buyerSchema,
  ConfirmRequest: checkoutPayment.confirmRequestSchema,
  DeviceDataRequest: checkout.deviceDataRequestSchema,
  EmptyBody: shapes.emptyBodySchema,
  ...sliceSchemas('inputs'),
} as const satisfies Record<InputName, ZodSchema>;

export type SchemaName = OutputName | InputName;

export const COMPONENT_PREFIX = '#/components/schemas/';

interface PipeDef {
  type: string;
  in?: { _zod: { def: { type: string } } };
  out?: ZodSchema;
}

/**
 * zod's conversion, with one addition: a pipe that starts with a custom check (a guard before the
 * real shape, such as taxRates refusing `__proto__`) is described by the shape it leads to, since
 * JSON Schema cannot say what the guard does.
 */
function options(io: 'input' | 'output') {
  return {
    io,
    target: 'draft-2020-12' as const,
    unrepresentable: 'any' as const,
    override(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }) {
      const def = (ctx.zodSchema as { _zod: { def: PipeDef } })._zod.def;
      if (def.type === 'pipe' && def.in?._zod.def.type === 'custom' && def.out) {
        Object.assign(ctx.jsonSchema, toJsonSchema(def.out, io));
      }
    },
  };
}

/** Drops the members a standalone JSON Schema carries and an embedded one must not. */
function embedded(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** One schema on its own (a query, a header): every part inline. */
export function toJsonSchema(schema: ZodSchema, io: 'input' | 'output'): JsonSchema {
  return embedded(z.toJSONSchema(schema, options(io)) as JsonSchema);
}

/** The named schemas of one side, referring to each other by `#/components/schemas/<name>`. */
function componentsOf(named: Record<string, ZodSchema>, io: 'input' | 'output') {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    ...options(io),
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  if (schemas.__shared) throw new Error('A schema outside the components is shared by reference.');
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, embedded(schema)]));
}

/** Every component schema: the answers and events (output), then the requests (input). */
export function componentSchemas(): Record<string, JsonSchema> {
  const output = componentsOf(OUTPUT_SCHEMAS, 'output');
  const input = componentsOf(INPUT_SCHEMAS, 'input');
  const twice = Object.keys(input).filter((name) => name in output);
  if (twice.length) throw new Error(`Component names used twice: ${twice.join(', ')}`);
  return { ...output, ...input };
}

/** A reference to a named schema. */
export const ref = (name: SchemaName): JsonSchema => ({ $ref: `${COMPONENT_PREFIX}${name}` });
