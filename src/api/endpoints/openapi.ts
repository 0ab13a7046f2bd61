// The service's OpenAPI document, served by the service itself.
import type { Endpoint } from './endpoint.js';

export const getOpenApi = {
  id: 'getOpenApi',
  route: { method: 'GET', path: '/openapi.json' },
  tag: 'reference',
  summary: 'This document',
  auth: 'none',
  cors: true,
  response: { status: 200, json: 'OpenApiDocument' },
  refusals: [],
} as const satisfies Endpoint;
