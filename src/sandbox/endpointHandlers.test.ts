import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../api/endpoints/index.js';
import { servicePath } from '../api/endpoints/servicePath.js';
import { ROUTES } from './endpointHandlers.js';

describe('the sandbox routes', () => {
  it('serve every declared endpoint, with the router path and CORS of its declaration', () => {
    expect(ROUTES.map((r) => `${r.method} ${r.path} ${r.cors}`)).toEqual(
      ENDPOINTS.map(
        (e) => `${e.route.method} ${servicePath(e).replace(/\{(\w+)\}/g, ':$1')} ${'cors' in e}`,
      ),
    );
    expect(ROUTES.find((r) => r.path.includes(':side'))?.path).toBe(
      '/v1/checkout/identity/captures/:verificationId/images/:side',
    );
    expect(ROUTES.filter((r) => !r.path.startsWith('/v1/')).map((r) => r.path)).toEqual([
      '/checkout',
      '/checkout/assets/:file',
      '/checkout/icon.svg',
    ]);
    for (const route of ROUTES) expect(typeof route.handler).toBe('function');
  });
});
