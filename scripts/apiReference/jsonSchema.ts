// zod schema → JSON Schema (zod's own conversion) → rows of a field table for docs/api.md.
import * as z from 'zod/mini';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export type ZodSchema = z.core.$ZodType;
interface PipeDef {
  type: string;
  in?: { _zod: { def: { type: string } } };
  out?: ZodSchema;
}

/**
 * The JSON Schema of what `schema` accepts. A pipe that starts with a custom check (a guard
 * before the real shape, such as taxRates refusing `__proto__`) is documented by the shape it
 * leads to, since JSON Schema cannot express the guard.
 */
export function jsonSchemaOf(schema: ZodSchema): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema<ZodSchema>(schema, {
    io: 'input',
    unrepresentable: 'any',
    override(ctx) {
      const def = (ctx.zodSchema as unknown as { _zod: { def: PipeDef } })._zod.def;
      if (def.type === 'pipe' && def.in?._zod.def.type === 'custom' && def.out) {
        Object.assign(ctx.jsonSchema, jsonSchemaOf(def.out));
      }
    },
  });
  return rest as JsonSchema;
}

export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  rules: string;
}

const json = (value: unknown) => JSON.stringify(value);
const MAX_PATTERN = 60;

const alternativesOf = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? [];

/** A short type name: `string (uuid)`, `"a" \| "b"`, `number[]`, `object`, `any`. */
export function typeLabel(s: JsonSchema): string {
  if (s.const !== undefined) return json(s.const);
  if (s.enum) return s.enum.map(json).join(' \\| ');
  const alternatives = alternativesOf(s);
  if (alternatives.filter((a) => a.type === 'object').length > 1)
    return 'object, one of the forms below';
  if (alternatives.length) return alternatives.map(typeLabel).join(' \\| ');
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  if (s.type === 'array') {
    const item = s.items ? typeLabel(s.items) : 'any';
    return item.includes('|') ? `(${item})[]` : `${item}[]`;
  }
  if (s.type === 'string' && s.format) return `string (${s.format})`;
  return s.type ?? 'any';
}

/** A bound in words; the safe-integer limits of zod's integers go without saying. */
function range(lowest: number | undefined, highest: number | undefined, unit: string): string[] {
  const min = lowest === Number.MIN_SAFE_INTEGER ? undefined : lowest;
  const max = highest === Number.MAX_SAFE_INTEGER ? undefined : highest;
  const units = (n: number) => (unit && n === 1 ? unit.replace(/s$/, '') : unit);
  if (min !== undefined && max !== undefined) return [`${min} to ${max}${units(max)}`];
  if (min === 1 && unit === ' characters') return ['not empty'];
  if (min !== undefined) return [`at least ${min}${units(min)}`];
  if (max !== undefined) return [`at most ${max}${units(max)}`];
  return [];
}

/** Bounds, formats and patterns, in words. */
export function rulesOf(s: JsonSchema): string {
  const rules = [
    ...range(s.minLength, s.maxLength, ' characters'),
    ...range(s.minimum, s.maximum, ''),
    ...(s.exclusiveMinimum === undefined ? [] : [`above ${s.exclusiveMinimum}`]),
    ...(s.exclusiveMaximum === undefined ? [] : [`below ${s.exclusiveMaximum}`]),
    ...range(s.minItems, s.maxItems, ' items'),
  ];
  // Formats say it better than their long patterns; short patterns are shown as they are.
  if (s.pattern && !s.format) {
    rules.push(
      s.pattern.length <= MAX_PATTERN
        ? `matches \`${s.pattern.replaceAll('|', '\\|')}\``
        : 'matches a pattern (see the schema)',
    );
  }
  if (s.additionalProperties === false) rules.push('no other members');
  if (s.default !== undefined) rules.push(`default ${json(s.default)}`);
  if (s.description) rules.push(s.description);
  // Scalar alternatives (a number or a numeric string) carry their own rules.
  for (const alternative of alternativesOf(s)) {
    const own = alternative.type === 'object' ? '' : rulesOf(alternative);
    if (own) rules.push(`${typeLabel(alternative)}: ${own}`);
  }
  return rules.join('; ');
}

/** The member that tells union variants apart (a const in each of them), if any. */
function discriminator(variants: JsonSchema[]): string | undefined {
  return Object.keys(variants[0]?.properties ?? {}).find((key) =>
    variants.every((v) => v.properties?.[key]?.const !== undefined),
  );
}

/** Rows below a field: its members, its array items, its record values, its union variants. */
function innerRows(schema: JsonSchema, path: string): FieldRow[] {
  const rows: FieldRow[] = [];
  const objects = alternativesOf(schema).filter((v) => v.type === 'object');
  if (objects.length === 1 && objects[0]) rows.push(...innerRows(objects[0], path));
  if (objects.length > 1) {
    const key = discriminator(objects);
    objects.forEach((variant, i) => {
      const form = key ? `${key} ${json(variant.properties?.[key]?.const)}` : `form ${i + 1}`;
      rows.push(...fieldRows(variant, `${path} (${form})`, true));
    });
  }
  for (const [name, member] of Object.entries(schema.properties ?? {})) {
    const child = path ? `${path}.${name}` : name;
    rows.push(...fieldRows(member, child, schema.required?.includes(name) ?? false));
  }
  if (schema.type === 'array' && schema.items) rows.push(...innerRows(schema.items, `${path}[]`));
  const values = schema.additionalProperties;
  if (typeof values === 'object' && (values.type || values.anyOf)) {
    const keyRules = schema.propertyNames ? rulesOf(schema.propertyNames) : '';
    const [first, ...rest] = fieldRows(values, `${path}.<key>`, false);
    if (first) {
      first.rules = [keyRules && `key ${keyRules}`, first.rules].filter(Boolean).join('; ');
      rows.push(first, ...rest);
    }
  }
  return rows;
}

/** One row per field, depth first. */
export function fieldRows(schema: JsonSchema, path: string, required: boolean): FieldRow[] {
  return [
    { path, type: typeLabel(schema), required, rules: rulesOf(schema) },
    ...innerRows(schema, path),
  ];
}

/** The rows of a whole body: its fields, or its items for a list. */
export function bodyRows(schema: JsonSchema): FieldRow[] {
  return innerRows(schema, '');
}
