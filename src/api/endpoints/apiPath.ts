import type { ParamsOf, Route } from './endpoint.js';

/** The version segment every interface path is under (spec 9.1); a client's baseUrl ends in it. */
export const API_PREFIX = '/v1';

/** The values of a route's `{name}` params: none for a route without any. */
type ParamValues<R extends Route> = [ParamsOf<R['path']>] extends [never]
  ? []
  : [Readonly<Record<ParamsOf<R['path']>, string>>];

/** A route's path after a client's baseUrl: `/v1` dropped, each `{name}` filled and encoded. */
export function apiPath<R extends Route>(route: R, ...[params]: ParamValues<R>): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  return route.path
    .slice(API_PREFIX.length)
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** The method and path of a call of `route`, for a client's request. */
export function requestLine<R extends Route>(route: R, ...params: ParamValues<R>) {
  return { method: route.method, path: apiPath(route, ...params) };
}
