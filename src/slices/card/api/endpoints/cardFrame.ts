import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

/** The card frame's page (its script is the frames' one). */
export const getCardFrame = {
  id: 'getCardFrame',
  route: { method: 'GET', path: '/checkout/card-frame' },
  tag: 'pages',
  summary: 'The card frame page',
  auth: 'none',
  cors: true,
  query: ['FramePageQuery'],
  response: { status: 200, media: 'text/html' },
  refusals: [{ status: 400, code: 'VALIDATION' }],
} as const satisfies Endpoint;
