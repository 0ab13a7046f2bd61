import { describe, expect, it } from 'vitest';
import { createRouter } from './router.js';

const handler = () => {};
const router = createRouter([
  { method: 'GET', path: '/v1/orders', handler },
  { method: 'GET', path: '/v1/orders/:orderId', handler },
  { method: 'POST', path: '/v1/orders/events', handler },
  { method: 'GET', path: '/v1/checkout/order', handler, cors: true },
]);

describe('createRouter', () => {
  it('matches exact paths before params and returns raw params', () => {
    const events = router.match('POST', '/v1/orders/events');
    expect(events.kind === 'route' && events.route.path).toBe('/v1/orders/events');
    const one = router.match('GET', '/v1/orders/a%2Fb');
    expect(one).toMatchObject({ kind: 'route', params: { orderId: 'a%2Fb' } });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(router.match('DELETE', '/v1/orders')).toEqual({
      kind: 'method',
      allowed: ['GET'],
      cors: false,
    });
    expect(router.match('POST', '/v1/checkout/order')).toMatchObject({
      kind: 'method',
      cors: true,
    });
    expect(router.match('GET', '/v1/nothing')).toEqual({ kind: 'none' });
    expect(router.match('GET', '/v1/orders/')).toEqual({ kind: 'none' });
    expect(router.match('GET', '/v1/orders/a/b')).toEqual({ kind: 'none' });
  });
});
