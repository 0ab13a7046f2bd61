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
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string;
    const got = segments[i] as string;
    if (want.startsWith(':')) {
      if (got === '') return undefined;
      params[want.slice(1)] = got;
    } else if (want !== got) {
      return undefined;
    }
  }
  return params;
}

/** A tiny router: exact segments and `:params`, raw (still percent-encoded) values. */
export function createRouter(routes: readonly Route[]) {
  const compiled = routes.map((route) => ({ route, pattern: route.path.split('/') }));
  return {
    match(method: string, path: string): Match {
      const segments = path.split('/');
      const onPath = compiled
        .map(({ route, pattern }) => ({ route, params: matchPath(pattern, segments) }))
        .filter((m) => m.params !== undefined);
      const hit = onPath.find((m) => m.route.method === method);
      if (hit?.params) return { kind: 'route', route: hit.route, params: hit.params };
      if (onPath.length === 0) return { kind: 'none' };
      return {
        kind: 'method',
        allowed: onPath.map((m) => m.route.method),
        cors: onPath.some((m) => m.route.cors === true),
      };
    },
  };
}
