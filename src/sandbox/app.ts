import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { shownKey } from '../api/issues.js';
import { REQUEST_ID_PATTERN } from '../api/primitives.js';
import { isClientAbort } from './http/aborted.js';
import type { Services } from './http/context.js';
import { applyCors } from './http/cors.js';
import { badRequest, fieldError, httpError } from './http/errors.js';
import { AppRequestContext } from './http/requestContext.js';
import { sendError } from './http/respond.js';
import { createRouter, type Route } from './http/router.js';

export type RequestLog = (line: string) => void;

/**
 * A path as answers and logs may show it: segments that could hold a value (an id, a card
 * number) as `:value`. Routes are logged by their pattern (`/v1/orders/:orderId`).
 */
function shownPath(path: string): string {
  return path
    .slice(0, 200)
    .split('/')
    .map((segment) => (segment === '' ? segment : shownKey(segment, ':value')))
    .join('/');
}

/** An unexpected error for the log: its kind and message, with every run of digits hidden. */
function shownError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : 'a non-Error value';
  return text.slice(0, 300).replace(/\d+/g, '#');
}

const isEncoded = (raw: string) => raw.includes('%');

function decodeParams(params: Record<string, string>): Record<string, string> {
  // Without a `%` there is nothing to decode: decodeURIComponent would return each as it is.
  if (!Object.values(params).some(isEncoded)) return params;
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(params)) {
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      throw fieldError(name, 'is not a valid percent-encoded path segment');
    }
  }
  return out;
}

/**
 * The request pipeline: request id, routing, CORS, then the route's handler, with every failure
 * turned into a `{code, message, issues?}` answer. Nothing a client sends can escape as a crash.
 */
export function createApp(
  routes: readonly Route[],
  services: Services,
  options: {
    /**
     * The origin of every URL an answer hands out: the configured one, never the Host header,
     * which anyone can forge to point frames, challenges and the hosted page at their own site.
     */
    origin: () => string;
    log?: RequestLog | undefined;
  },
) {
  const router = createRouter(routes);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    // The route's pattern once matched; the shown path (built only when needed) otherwise.
    let route: string | undefined;
    let status: number | 'aborted' = 200;
    try {
      const sentId = req.headers['x-request-id'];
      const validId = typeof sentId === 'string' && REQUEST_ID_PATTERN.test(sentId);
      const requestId = validId ? sentId : randomUUID();
      res.setHeader('x-request-id', requestId);
      res.setHeader('x-content-type-options', 'nosniff');
      // HEAD is GET without the body (Node leaves it out): browsers HEAD a payment method first.
      const match = router.match(method === 'HEAD' ? 'GET' : method, path);
      if (match.kind === 'route') route = match.route.path;
      const cors =
        match.kind === 'route' ? match.route.cors === true : match.kind === 'method' && match.cors;
      if (cors) applyCors(res);
      if (method === 'OPTIONS' && match.kind !== 'none') {
        res.writeHead(204).end();
        status = 204;
        return;
      }
      if (sentId !== undefined && !validId) {
        throw badRequest('Invalid X-Request-Id header: use 1 to 72 letters, digits or dashes.', [
          { path: 'X-Request-Id', message: 'must be 1-72 alphanumeric characters or dashes' },
        ]);
      }
      if (!path.startsWith('/') || match.kind === 'none') {
        throw httpError(404, 'NOT_FOUND', `No endpoint ${method} ${route ?? shownPath(path)}.`);
      }
      if (match.kind === 'method') {
        res.setHeader('allow', [...match.allowed, 'OPTIONS'].join(', '));
        throw httpError(
          405,
          'NOT_FOUND',
          `${method} is not allowed here: use ${match.allowed.join(', ')}.`,
        );
      }
      const ctx = new AppRequestContext(
        req,
        res,
        url,
        path,
        decodeParams(match.params),
        requestId,
        services,
        options.origin(),
      );
      await match.route.handler(ctx);
      status = res.statusCode;
    } catch (error) {
      if (isClientAbort(error)) {
        // The client went mid-body: nobody reads an answer, and nothing failed here.
        status = 'aborted';
        res.destroy();
      } else {
        const sent = sendError(res, error);
        status = sent;
        if (sent >= 500) {
          options.log?.(`error ${method} ${route ?? shownPath(path)}: ${shownError(error)}`);
        }
      }
    } finally {
      if (options.log) {
        const ms = (performance.now() - started).toFixed(1);
        options.log(`${method} ${route ?? shownPath(path)} ${status} ${ms}ms`);
      }
    }
  };
}
