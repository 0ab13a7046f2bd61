// The example request of an operation as a curl command against `npx nft-checkout-sandbox`.

import type { Operation } from '../../src/sandbox/openapi/operation.js';
import { DEFAULT_MERCHANTS } from '../../src/sandbox/options.js';

/** A value in single quotes for sh, whatever it holds. */
export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** A value in double quotes, so `$VARIABLE` and `$(command)` expand; nothing else is special. */
const expanding = (text: string) => `"${text.replace(/["\\`]/g, '\\$&')}"`;

/** Shell variables (`$ORDER_ID`) stay as they are; anything else is percent-encoded. */
const encode = (value: string) => (/^\$[A-Z_]+$/.test(value) ? value : encodeURIComponent(value));

/** The URL of the example request, with its path values and query. */
export function exampleUrl(spec: Operation, origin: string): string {
  const curl = spec.doc.curl ?? {};
  const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encode(curl.path?.[name] ?? `{${name}}`),
  );
  const query = Object.entries(curl.query ?? {})
    .map(([name, value]) => `${encodeURIComponent(name)}=${encode(value)}`)
    .join('&');
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

const merchant = DEFAULT_MERCHANTS[0];

/** The curl command, one option a line. */
export function curlCommand(spec: Operation, origin: string): string {
  const { auth, body } = spec.endpoint;
  const { curl = {}, body: example } = spec.doc;
  const lines = [`curl -sS -X ${spec.method.toUpperCase()} ${expanding(exampleUrl(spec, origin))}`];
  if (auth === 'merchant' || auth === 'exchange') {
    lines.push(`-u ${shellQuote(`${merchant?.clientId}:${merchant?.clientSecret}`)}`);
  }
  if (auth === 'read' || auth === 'write') {
    lines.push(`-H ${expanding('Authorization: Bearer $CLIENT_TOKEN')}`);
  }
  for (const [name, value] of Object.entries(curl.headers ?? {})) {
    lines.push(`-H ${expanding(`${name}: ${value}`)}`);
  }
  if (body && 'json' in body) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d ${shellQuote(JSON.stringify(example?.example, null, 2))}`);
  } else if (body && 'form' in body) {
    for (const [name, value] of Object.entries(example?.example ?? {})) {
      lines.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
    }
  } else if (body && curl.file) {
    lines.push(`--data-binary @${curl.file}`);
  }
  return lines.join(' \\\n  ');
}
