// The buyer's SSN, kept for the order's risk check, from the tax-id frame.
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const createTaxIdToken = {
  id: 'createTaxIdToken',
  route: { method: 'POST', path: '/checkout/tax-ids' },
  tag: 'buyerChecks',
  summary: "Keep the buyer's SSN for this order (the tax-id frame only)",
  auth: 'write',
  // No CORS: only the tax-id frame, served from this origin, may send an SSN.
  body: { json: 'TaxIdRequest' },
  response: { status: 201, json: 'TaxIdToken' },
  refusals: [
    { status: 409, code: 'CONFLICT' },
    { status: 429, code: 'RATE_LIMITED' },
  ],
} as const satisfies Endpoint;
