// A JSON Schema of the document → the rows of a field table in docs/api.md. A reference to a
// named schema is shown as a link to that schema's own table, not expanded again.

export interface JsonSchema {
  $ref?: string;
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

export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  rules: string;
}

const json = (value: unknown) => JSON.stringify(value);
const MAX_PATTERN = 60;
const COMPONENT = '#/components/schemas/';

/** The name a `$ref` points to, e.g. `Order`. */
export const refName = (ref: string) => ref.slice(COMPONENT.length);

/** The anchor of a named schema's heading (`### Order` → `#order`). */
export const schemaAnchor = (name: string) => `#${name.toLowerCase()}`;

const alternativesOf = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? [];

/** A short type name: `string (uuid)`, `"a" \| "b"`, `number[]`, `object`, a schema link. */
export function typeLabel(s: JsonSchema): string {
  if (s.$ref) return `[${refName(s.$ref)}](${schemaAnchor(refName(s.$ref))})`;
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
        : 'matches a pattern (see docs/openapi.json)',
    );
  }
  if (s.default !== undefined) rules.push(`default ${json(s.default)}`);
  if (s.description) rules.push(s.description);
  // Scalar alternatives (a number or a numeric string) carry their own rules.
  for (const alternative of alternativesOf(s)) {
    const own = alternative.type === 'object' || alternative.$ref ? '' : rulesOf(alternative);
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
  if (schema.$ref) return [];
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
  if (typeof values === 'object' && (values.type || values.anyOf || values.$ref)) {
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
