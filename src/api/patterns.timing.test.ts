import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import * as bankAccounts from '../slices/ach/api/bankAccounts.js';
import * as bankLink from '../slices/ach/api/bankLink.js';
import * as cardToken from '../slices/card/api/cardToken.js';
import * as challenge from '../slices/challenge/api/challenge.js';
import * as checkoutIdentity from '../slices/document/api/checkoutIdentity.js';
import * as identity from '../slices/document/api/identity.js';
import * as identityCheck from '../slices/document/api/identityCheck.js';
import * as checkoutPhone from '../slices/phone/api/checkoutPhone.js';
import * as checkoutTaxId from '../slices/taxId/api/checkoutTaxId.js';
import * as paymentDomains from '../slices/wallet/api/paymentDomains.js';
import * as checkout from './checkout.js';
import * as checkoutBuyer from './checkoutBuyer.js';
import * as checkoutChecks from './checkoutChecks.js';
import * as checkoutPayment from './checkoutPayment.js';
import * as clientTokens from './clientTokens.js';
import * as customers from './customers.js';
import * as orderPage from './orderPage.js';
import * as orders from './orders.js';
import * as payments from './payments.js';
import * as primitives from './primitives.js';
import * as serviceErrors from './serviceErrors.js';
import { adversarialStrings, describeInput, slowest } from './testing/adversarial.js';
import * as webhookDeliveries from './webhookDeliveries.js';
import * as webhooks from './webhooks.js';

type Schema = z.ZodMiniType;
type Def = {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  options?: Schema[];
  in?: Schema;
  out?: Schema;
  format?: string;
  checks?: unknown[];
};

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * Every place a string can land in `schema`: each leaf, each record key, and each union or pipe
 * as a whole and in its parts, with a path for failure messages. Parts are timed on their own
 * too, so a pattern must be linear even where a length cap guards it.
 */
function stringTargets(schema: Schema, path: string, out: Map<Schema, string>): void {
  if (out.has(schema)) return;
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        stringTargets(child, `${path}.${key}`, out);
      }
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      stringTargets(def.innerType as Schema, path, out);
      return;
    case 'array':
      stringTargets(def.element as Schema, `${path}[]`, out);
      return;
    case 'record':
      out.set(def.keyType as Schema, `${path}{key}`);
      stringTargets(def.valueType as Schema, `${path}{value}`, out);
      return;
    case 'union':
      out.set(schema, path);
      for (const [i, option] of (def.options ?? []).entries()) {
        stringTargets(option, `${path}|${i}`, out);
      }
      return;
    case 'pipe':
      out.set(schema, path);
      stringTargets(def.in as Schema, `${path}>in`, out);
      stringTargets(def.out as Schema, `${path}>out`, out);
      return;
    default:
      out.set(schema, path);
  }
}

/**
 * The modules that declare the requests and answers, read whole (the package's entry lists only
 * some of their schemas); customers.ts brings behaviour.ts and riskResponse.ts with it.
 */
const SCHEMA_MODULES = [
  bankAccounts,
  challenge,
  checkout,
  checkoutBuyer,
  checkoutChecks,
  checkoutIdentity,
  checkoutPhone,
  checkoutTaxId,
  checkoutPayment,
  bankLink,
  cardToken,
  payments,
  clientTokens,
  customers,
  identity,
  identityCheck,
  orderPage,
  orders,
  serviceErrors,
  webhookDeliveries,
  webhooks,
  paymentDomains,
];

/** Every schema the api modules export, and every shared field rule of primitives.ts. */
function allSchemas(): Map<Schema, string> {
  const targets = new Map<Schema, string>();
  for (const module of SCHEMA_MODULES) {
    for (const [name, value] of Object.entries(module)) {
      if (isSchema(value)) stringTargets(value, name, targets);
    }
  }
  for (const [name, value] of Object.entries(primitives)) {
    if (typeof value === 'function' && value.length === 0) {
      const made: unknown = (value as () => unknown)();
      if (isSchema(made)) stringTargets(made, `primitives.${name}()`, targets);
    }
  }
  return targets;
}

/** Whether a target checks the content of a string at all (formats, patterns, refinements). */
function inspectsStrings(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return def.format !== undefined || (def.checks?.length ?? 0) > 0;
  return !['number', 'int', 'boolean', 'literal', 'enum', 'unknown', 'any', 'null'].includes(
    def.type,
  );
}

describe('patterns in the api schemas', () => {
  const targets = [...allSchemas()].filter(([schema]) => inspectsStrings(schema));
  const inputs = adversarialStrings();

  it('finds the request and response schemas that inspect strings', () => {
    const paths = targets.map(([, path]) => path);
    for (const expected of [
      'cardTokenRequestSchema.number',
      'cardTokenRequestSchema.cvc',
      'buyerSchema.emailAddress',
      'riskRequestASchema.customer.phone',
      'taxRatesSchema>out{key}',
      'orderListQuerySchema.startDate',
      'primitives.httpUrl()',
      'paymentDomainNameSchema',
    ]) {
      expect(paths.some((path) => path.startsWith(expected))).toBe(true);
    }
    expect(targets.length).toBeGreaterThan(50);
  });

  it('refuse the worst input of each in under 50 ms', { timeout: 120_000 }, () => {
    const slow: string[] = [];
    for (const [schema, path] of targets) {
      const worst = slowest((input) => schema.safeParse(input), inputs);
      if (worst.ms >= 50)
        slow.push(`${path}: ${worst.ms.toFixed(0)} ms on ${describeInput(worst.input)}`);
    }
    expect(slow).toEqual([]);
  });
});
