import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

/** The identity-document frame's page (its script is the frames' one). */
export const getDocumentFrame = {
  id: 'getDocumentFrame',
  route: { method: 'GET', path: '/checkout/document-frame' },
  tag: 'pages',
  summary: 'The identity-document frame page',
  auth: 'none',
  cors: true,
  query: ['FramePageQuery'],
  response: { status: 200, media: 'text/html' },
  refusals: [{ status: 400, code: 'VALIDATION' }],
} as const satisfies Endpoint;
