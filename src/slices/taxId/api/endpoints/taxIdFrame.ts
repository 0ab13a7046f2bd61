import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

/** The tax-id frame's page (its script is the frames' one). */
export const getTaxIdFrame = {
  id: 'getTaxIdFrame',
  route: { method: 'GET', path: '/checkout/tax-id-frame' },
  tag: 'pages',
  summary: 'The tax-id (SSN) frame page',
  auth: 'none',
  cors: true,
  query: ['FramePageQuery'],
  response: { status: 200, media: 'text/html' },
  refusals: [{ status: 400, code: 'VALIDATION' }],
} as const satisfies Endpoint;
