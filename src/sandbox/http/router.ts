import type { Endpoint } from '../../api/endpoints/endpoint.js';
import { servicePath } from '../../api/endpoints/servicePath.js';
import type { RequestContext } from './context.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Handler = (ctx: RequestContext) => Promise<void> | void;

export interface Route {
  method: Method;
  /** Path with `:name` segments, e.g. `/v1/orders/:orderId`. */
  path: string;
  handler: Handler;
  /** Send the widget's CORS headers and answer preflights (docs/protocol.md). */
  cors?: boolean;
}

/** A declared path as the router matches it: `/v1/orders/{orderId}` → `/v1/orders/:orderId`. */
export const routerPath = (path: string): string =>
  path
    .split('/')
    .map((part) => (part.startsWith('{') ? `:${part.slice(1, -1)}` : part))
    .join('/');

/** The route of a declared endpoint, served by `handler`. */
export function routeOf(
  endpoint: Pick<Endpoint, 'route' | 'cors' | 'atOrigin'>,
  handler: Handler,
): Route {
  const path = routerPath(servicePath(endpoint));
  return { method: endpoint.route.method, path, handler, cors: endpoint.cors === true };
}

export type Match =
  | { kind: 'route'; route: Route; params: Record<string, string> }
  | { kind: 'method'; allowed: Method[]; cors: boolean }
  | { kind: 'none' };

function matchPath(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string;
    const got = segments[i] as string;
    if (want.startsWith(':') ? got === '' : want !== got) return undefined;
  }
  // Only a match makes its params: most routes of the path's length are not it.
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string;
    if (want.startsWith(':')) params[want.slice(1)] = segments[i] as string;
  }
  return params;
}

/** A tiny router: exact segments and `:params`, raw (still percent-encoded) values. */
export function createRouter(routes: readonly Route[]) {
  const compiled = routes.map((route) => ({ route, pattern: route.path.split('/') }));
  return {
    /** The first route on the path with this method; else the methods the path has, if any. */
    match(method: string, path: string): Match {
      const segments = path.split('/');
      let allowed: Method[] | undefined;
      let cors = false;
      for (const { route, pattern } of compiled) {
        const params = matchPath(pattern, segments);
        if (params === undefined) continue;
        if (route.method === method) return { kind: 'route', route, params };
        allowed ??= [];
        allowed.push(route.method);
        cors ||= route.cors === true;
      }
      return allowed === undefined ? { kind: 'none' } : { kind: 'method', allowed, cors };
    },
  };
}
