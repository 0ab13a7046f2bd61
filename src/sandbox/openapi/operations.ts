// Every endpoint as the document describes it: its declaration joined with its documentation,
// in the table's order (the order of the reference).
import type { Endpoint } from '../../api/endpoints/endpoint.js';
import { ENDPOINTS } from '../../api/endpoints/index.js';
import { servicePath } from '../../api/endpoints/servicePath.js';
import { DOCS } from './docs/index.js';
import type { Operation } from './operation.js';

export const OPERATIONS: readonly Operation[] = ENDPOINTS.map((endpoint) => ({
  operationId: endpoint.id,
  method: endpoint.route.method.toLowerCase() as Operation['method'],
  path: servicePath(endpoint),
  endpoint: endpoint as Endpoint,
  doc: DOCS[endpoint.id],
}));
