// docs/api.md's section of one operation: what it does, its authentication, parameters, request,
// responses and a curl example.
import type { Auth } from '../../src/api/endpoints/endpoint.js';
import {
  DEFAULT_ORIGIN,
  documentPath,
  type OpenApiDocument,
} from '../../src/sandbox/openapi/document.js';
import type { Operation as OperationSpec } from '../../src/sandbox/openapi/operation.js';
import { errorsByStatus } from '../../src/sandbox/openapi/refusals.js';
import { curlCommand } from './curl.js';
import type { JsonSchema } from './fields.js';
import { cell, type Parameter, parameterTable, schemaName, type Tables } from './tables.js';

export const heading = (spec: OperationSpec) => `${spec.method.toUpperCase()} ${spec.path}`;

const AUTH: Record<Auth, string> = {
  merchant:
    'merchant credentials (`Authorization: Basic base64(clientId:clientSecret)`), from a server only',
  exchange:
    'merchant credentials (`Authorization: Basic base64(clientId:clientSecret)`), from a server only; wrong ones are 400 here',
  read: 'the client token (`Authorization: Bearer <clientToken>`); allowed after it expires',
  write: 'the client token (`Authorization: Bearer <clientToken>`); 410 after it expires',
  none: 'none (a public page)',
};

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

export function operationSection(
  spec: OperationSpec,
  doc: OpenApiDocument,
  tables: Tables,
): string[] {
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
