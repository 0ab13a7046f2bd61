// The hosted checkout page, at the service origin (not under /v1): the page, its scripts, the
// service's icon.
import type { Endpoint } from './endpoint.js';

export const getHostedCheckout = {
  id: 'getHostedCheckout',
  route: { method: 'GET', path: '/checkout' },
  atOrigin: true,
  tag: 'pages',
  summary: 'The hosted checkout page',
  auth: 'none',
  query: ['HostedPageQuery'],
  response: { status: 200, media: 'text/html' },
  refusals: [
    { status: 400, code: 'VALIDATION', page: true },
    { status: 401, code: 'UNAUTHORIZED', page: true },
    { status: 503, code: 'SERVER', page: true },
  ],
} as const satisfies Endpoint;

export const getHostedAsset = {
  id: 'getHostedAsset',
  route: { method: 'GET', path: '/checkout/assets/{file}' },
  atOrigin: true,
  tag: 'pages',
  summary: "The hosted page's scripts",
  auth: 'none',
  params: { file: 'PathId' },
  response: { status: 200, media: 'text/javascript' },
  refusals: [
    { status: 404, code: 'NOT_FOUND' },
    { status: 503, code: 'SERVER' },
  ],
} as const satisfies Endpoint;

export const getServiceIcon = {
  id: 'getServiceIcon',
  route: { method: 'GET', path: '/checkout/icon.svg' },
  atOrigin: true,
  tag: 'pages',
  summary: "The service's icon",
  auth: 'none',
  response: { status: 200, media: 'image/svg+xml' },
  refusals: [],
} as const satisfies Endpoint;
