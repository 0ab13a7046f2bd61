// The service's frames (card, tax id, identity document): their pages, their one script, and
// their words in another language.
import type { Endpoint } from './endpoint.js';

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
