// The table of endpoints holds together: one declaration per id and per route, each `{name}` of
// a path with its schema, and refusals that are refusals.
import { describe, expect, it } from 'vitest';
import { apiPath } from './apiPath.js';
import type { Endpoint } from './endpoint.js';
import { getHostedCheckout } from './hostedPage.js';
import { ENDPOINTS } from './index.js';
import { getOrderRoute } from './orders.js';
import { servicePath } from './servicePath.js';

const all: readonly Endpoint[] = ENDPOINTS;

describe('the endpoint table', () => {
  it('has one declaration per id and per method and path', () => {
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const routes = all.map((e) => `${e.route.method} ${e.route.path}`);
    expect(new Set(routes).size).toBe(all.length);
  });

  it('gives each {name} of a path a schema, and no other; a param is a whole segment', () => {
    for (const e of all) {
      const named = [...e.route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(e.params ?? {}), e.id).toEqual(named);
      const segments = e.route.path.split('/').filter((part) => part.includes('{'));
      expect(
        segments.map((part) => part.slice(1, -1)),
        e.id,
      ).toEqual(named);
    }
  });

  it('puts every path under /v1 but the hosted page', () => {
    const outside = all.filter((e) => !servicePath(e).startsWith('/v1/'));
    expect(outside.map(servicePath)).toEqual([
      '/checkout',
      '/checkout/assets/{file}',
      '/checkout/icon.svg',
    ]);
    expect(servicePath(getHostedCheckout)).toBe(getHostedCheckout.route.path);
  });

  it('lists refusals with error statuses, each status and code once', () => {
    for (const e of all) {
      const keys = e.refusals.map((r) => `${r.status} ${r.code}`);
      expect(new Set(keys).size, e.id).toBe(keys.length);
      for (const r of e.refusals) expect(r.status, e.id).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('the paths of a route', () => {
  it('as a client sends it, each param filled and encoded; from the origin, under /v1', () => {
    expect(apiPath(getOrderRoute, { orderId: 'a/b c' })).toBe('/orders/a%2Fb%20c');
    expect(servicePath({ ...getHostedCheckout, atOrigin: undefined })).toBe('/v1/checkout');
  });
});
