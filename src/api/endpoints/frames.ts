// The service's frames: their one script and their words in another language (each frame's
// page is declared by its slice).
import type { Endpoint } from './endpoint.js';

export const getFrameScript = {
  id: 'getFrameScript',
  route: { method: 'GET', path: '/checkout/frames.js' },
  tag: 'pages',
  summary: "The frames' script",
  auth: 'none',
  cors: true,
  response: { status: 200, media: 'text/javascript' },
  refusals: [],
} as const satisfies Endpoint;

export const getFrameStrings = {
  id: 'getFrameStrings',
  route: { method: 'GET', path: '/checkout/frame-strings' },
  tag: 'pages',
  summary: "The frames' words in one language",
  auth: 'none',
  // No CORS: read by the frames, on this origin.
  query: ['FrameStringsQuery'],
  response: { status: 200, json: 'FrameStrings' },
  refusals: [],
} as const satisfies Endpoint;
