import type { ServerResponse } from 'node:http';
import { NftCheckoutError } from '../../api/errors.js';
import type { ErrorBody } from '../../api/serviceErrors.js';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers?: Record<string, string>,
): void {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/**
 * A 200 with the JSON array of `items`, each written on its own: an item that cannot be written
 * (too deep, a BigInt, a cycle) is left out, so one bad record never turns a list into a 500.
 */
export function sendJsonList(res: ServerResponse, items: readonly unknown[]): void {
  const texts: string[] = [];
  for (const item of items) {
    try {
      const text = JSON.stringify(item);
      if (text !== undefined) texts.push(text);
    } catch {
      // Left out: the rest of the list is still worth answering.
    }
  }
  sendJsonText(res, 200, `[${texts.join(',')}]`);
}

/** A JSON answer already written as text (`JSON.stringify` of the body). */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  text: string,
  headers?: Record<string, string>,
): void {
  const own = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
  };
  res.writeHead(status, headers === undefined ? own : { ...own, ...headers });
  res.end(text);
}

/** The error body of every refusal: `{ code, message, issues? }` (spec 7). */
export function errorBody(error: NftCheckoutError): ErrorBody {
  return {
    code: error.code,
    message: error.message,
    ...(error.issues.length ? { issues: error.issues } : {}),
  };
}

/** Answers any thrown value: our refusals as they are, anything else as a 500 that hides it. */
export function sendError(res: ServerResponse, error: unknown): number {
  const known = error instanceof NftCheckoutError && error.status !== undefined;
  const status = known ? (error.status as number) : 500;
  const body: ErrorBody = known
    ? errorBody(error)
    : { code: 'SERVER', message: 'The sandbox failed on this request; see its log.' };
  if (res.headersSent) {
    res.destroy();
    return status;
  }
  // 413 bodies may still be arriving: close the connection rather than read them on.
  sendJson(res, status, body, status === 413 ? { connection: 'close' } : {});
  return status;
}
