import type { IncomingMessage } from 'node:http';
import { pathOf, summarizeIssues } from '../../api/issues.js';
import { BODY_BOUNDS, jsonBoundsProblem } from '../../api/jsonBounds.js';
import { rejectOnAbort } from './aborted.js';
import { badRequest, httpError } from './errors.js';

export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** A body this many times over the limit is not read to its end: the connection is dropped. */
const DRAIN_FACTOR = 16;

function tooLarge(limit: number) {
  return httpError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes.`);
}

/**
 * Reads the whole body as UTF-8, refusing more than `limit` bytes with 413. An oversized body is
 * still read (and thrown away) up to a bound, so the client gets the 413 instead of a reset. A
 * client that goes before the end is `clientAborted`.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit * DRAIN_FACTOR) {
      req.resume();
      return reject(tooLarge(limit));
    }
    let over = Number.isFinite(declared) && declared > limit;
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (over) {
        chunks.length = 0;
        if (size > limit * DRAIN_FACTOR) {
          reject(tooLarge(limit));
          req.destroy();
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (over) return reject(tooLarge(limit));
      try {
        resolve(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
      } catch {
        reject(badRequest('The request body is not valid UTF-8.'));
      }
    });
    rejectOnAbort(req, reject);
  });
}

/** `application/json`, with no charset or UTF-8 (the only one `readBody` decodes). */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined || header.length > 200) return false;
  const [type = '', ...params] = header.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return params.every((param) => {
    const [name = '', value = ''] = param.split('=').map((part) => part.trim().toLowerCase());
    return name !== 'charset' || value === 'utf-8' || value === '"utf-8"';
  });
}

/**
 * Refuses a body that is not declared as JSON with 415, before reading it. Browsers send
 * `text/plain`, form and multipart bodies cross-site without asking; JSON needs a preflight.
 */
export function requireJsonContentType(req: IncomingMessage): void {
  if (isJsonContentType(req.headers['content-type'])) return;
  throw httpError(
    415,
    'VALIDATION',
    'The request body must be JSON: send it with Content-Type: application/json.',
    [{ path: 'Content-Type', message: 'must be application/json' }],
  );
}

/** Deletes `__proto__` members, which would set the prototype of the object zod builds. */
function dropProtoMembers(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  if (Object.hasOwn(value, '__proto__')) Reflect.deleteProperty(value, '__proto__');
  for (const child of Object.values(value)) dropProtoMembers(child);
}

/**
 * JSON text to a value; an empty body is `undefined` (the schema then says what is missing).
 * Any body goes past BODY_BOUNDS (32 levels, 1000 members per object or array) only as a 400
 * naming where, so no stored value is too deep to be written back out.
 */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    // No reviver: V8 parses any depth without recursion, and a reviver would recurse.
    value = JSON.parse(text);
  } catch {
    // The parser's own message quotes the input, which may hold a card number: not echoed.
    throw badRequest('The request body is not valid JSON.', [
      { path: '', message: 'must be valid JSON' },
    ]);
  }
  const problem = jsonBoundsProblem(value, BODY_BOUNDS);
  if (problem) {
    const issues = [{ path: pathOf(problem.path), message: problem.message }];
    throw badRequest(`Invalid request body: ${summarizeIssues(issues)}.`, issues);
  }
  // Within the bounds, so recursion is safe here.
  dropProtoMembers(value);
  return value;
}

/** Query parameters as an object; a repeated name gives an array, which the schema refuses. */
export function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    if (key === '__proto__') continue;
    const all = query.getAll(key);
    out[key] = all.length === 1 ? (all[0] as string) : all;
  }
  return out;
}
