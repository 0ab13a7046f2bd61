// The example request of an operation as a curl command against `npx nft-checkout-sandbox`.

import type { OperationSpec } from '../../src/sandbox/openapi/operation.js';
import { DEFAULT_MERCHANTS } from '../../src/sandbox/options.js';

/** A value in single quotes for sh, whatever it holds. */
export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** A value in double quotes, so `$VARIABLE` and `$(command)` expand; nothing else is special. */
const expanding = (text: string) => `"${text.replace(/["\\`]/g, '\\$&')}"`;

/** Shell variables (`$ORDER_ID`) stay as they are; anything else is percent-encoded. */
const encode = (value: string) => (/^\$[A-Z_]+$/.test(value) ? value : encodeURIComponent(value));

/** The URL of the example request, with its path values and query. */
export function exampleUrl(spec: OperationSpec, origin: string): string {
  const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encode(spec.curl.path?.[name] ?? `{${name}}`),
  );
  const query = Object.entries(spec.curl.query ?? {})
    .map(([name, value]) => `${encodeURIComponent(name)}=${encode(value)}`)
    .join('&');
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

const merchant = DEFAULT_MERCHANTS[0];

/** The curl command, one option a line. */
export function curlCommand(spec: OperationSpec, origin: string): string {
  const lines = [`curl -sS -X ${spec.method.toUpperCase()} ${expanding(exampleUrl(spec, origin))}`];
  if (spec.auth === 'merchant' || spec.auth === 'exchange') {
    lines.push(`-u ${shellQuote(`${merchant?.clientId}:${merchant?.clientSecret}`)}`);
  }
  if (spec.auth === 'read' || spec.auth === 'write') {
    lines.push(`-H ${expanding('Authorization: Bearer $CLIENT_TOKEN')}`);
  }
  for (const [name, value] of Object.entries(spec.curl.headers ?? {})) {
    lines.push(`-H ${expanding(`${name}: ${value}`)}`);
  }
  const body = spec.body;
  if (body && 'json' in body) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuote(JSON.stringify(body.example, null, 2))}`);
  } else if (body && 'form' in body) {
    for (const [name, value] of Object.entries(body.example)) {
      lines.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
    }
  } else if (body && spec.curl.file) {
    lines.push(`--data-binary @${spec.curl.file}`);
  }
  return lines.join(' \\\n  ');
}
