// docs/api.md's tables: a body's fields, a list of parameters, and the named schemas they link to.
import { bodyRows, type FieldRow, type JsonSchema, refName, rulesOf, typeLabel } from './fields.js';

export const cell = (text: string) => text.replaceAll('\n', ' ').replaceAll('|', '\\|') || ' ';
export const escaped = (text: string) => text.replaceAll('\n', ' ') || ' ';

/** A body's named schema, in code: its table follows (not a link to the Schemas section). */
export const schemaName = (schema: JsonSchema) =>
  schema.$ref ? `\`${refName(schema.$ref)}\`` : typeLabel(schema);

/** Renders the tables and remembers which named schemas they link to. */
export class Tables {
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

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  $ref?: string;
}

export function parameterTable(parameters: Parameter[]): string[] {
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
