// The merchant's orders (spec 4, #2 to #4).
import type { Endpoint } from './endpoint.js';

export const listOrdersRoute = { method: 'GET', path: '/orders' } as const;

export const listOrders = {
  id: 'listOrders',
  route: listOrdersRoute,
  tag: 'merchant',
  summary: "List the merchant's orders",
  auth: 'merchant',
  query: ['OrderListQuery', 'OrderPageQuery'],
  response: { status: 200, json: 'OrderList', headers: ['nextCursor'] },
  refusals: [{ status: 400, code: 'VALIDATION' }],
} as const satisfies Endpoint;

export const getOrderRoute = { method: 'GET', path: '/orders/{orderId}' } as const;

export const getOrder = {
  id: 'getOrder',
  route: getOrderRoute,
  tag: 'merchant',
  summary: 'Read one order',
  auth: 'merchant',
  params: { orderId: 'PathId' },
  response: { status: 200, json: 'Order' },
  refusals: [{ status: 404, code: 'NOT_FOUND' }],
} as const satisfies Endpoint;

export const postOrderEventRoute = { method: 'POST', path: '/orders/events' } as const;

export const postOrderEvent = {
  id: 'postOrderEvent',
  route: postOrderEventRoute,
  tag: 'merchant',
  summary: 'Report an order event (Delivered)',
  auth: 'merchant',
  body: { json: 'OrderEvent' },
  response: { status: 200, json: 'Success' },
  refusals: [
    { status: 404, code: 'NOT_FOUND' },
    { status: 409, code: 'CONFLICT' },
  ],
} as const satisfies Endpoint;
