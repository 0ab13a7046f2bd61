import type { Endpoint } from './endpoint.js';

/** The version segment every interface path is under (spec 9.1); a client's baseUrl ends in it. */
export const API_PREFIX = '/v1';

/** An endpoint's path from the service origin: `/v1/orders/{orderId}`, `/checkout`. */
export const servicePath = ({ route, atOrigin }: Pick<Endpoint, 'route' | 'atOrigin'>): string =>
  `${atOrigin ? '' : API_PREFIX}${route.path}`;
