import type { ParamsOf, Route } from './endpoint.js';

/** The values of a route's `{name}` params: none for a route without any. */
type ParamValues<R extends Route> = [ParamsOf<R['path']>] extends [never]
  ? []
  : [Readonly<Record<ParamsOf<R['path']>, string>>];

/**
 * A route's path as a client sends it after its baseUrl, each `{name}` filled with its value,
 * percent-encoded. (A route without params is its own method and path: clients spread it.)
 */
export function apiPath<R extends Route>(route: R, ...[params]: ParamValues<R>): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  return route.path
    .split('/')
    .map((part) =>
      part.startsWith('{') ? encodeURIComponent(values[part.slice(1, -1)] ?? '') : part,
    )
    .join('/');
}
