// Whether the buyer must verify an identity document before paying.
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const assessIdentityRoute = {
  method: 'POST',
  path: '/checkout/identity/assess',
} as const;

export const assessIdentity = {
  id: 'assessIdentity',
  route: assessIdentityRoute,
  tag: 'buyerChecks',
  summary: 'Decide whether the buyer must verify an identity document',
  auth: 'write',
  cors: true,
  body: { json: 'IdentityAssessRequest' },
  response: { status: 200, json: 'OrderState' },
  refusals: [{ status: 409, code: 'CONFLICT' }],
} as const satisfies Endpoint;
