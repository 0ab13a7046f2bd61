// The document frame's captures of an identity document: opened, photographed, submitted.
// No CORS on any: only the document frame, served from this origin, may send identity documents.
import type { Endpoint } from '../../../../api/endpoints/endpoint.js';

export const openCapture = {
  id: 'openCapture',
  route: { method: 'POST', path: '/checkout/identity/captures' },
  tag: 'identity',
  summary: 'Open a capture of an identity document (the document frame only)',
  auth: 'write',
  body: { json: 'CaptureRequest' },
  response: { status: 201, json: 'Capture' },
  refusals: [
    { status: 409, code: 'CONFLICT' },
    { status: 429, code: 'RATE_LIMITED' },
  ],
} as const satisfies Endpoint;

export const putCaptureImage = {
  id: 'putCaptureImage',
  route: {
    method: 'PUT',
    path: '/checkout/identity/captures/{verificationId}/images/{side}',
  },
  tag: 'identity',
  summary: 'Upload one photo of a capture (the document frame only)',
  auth: 'write',
  params: { verificationId: 'PathId', side: 'CaptureSide' },
  headers: { 'X-File-Name': { schema: 'FileName' } },
  body: { binary: true },
  response: { status: 200, json: 'CaptureImage' },
  refusals: [
    { status: 400, code: 'VALIDATION' },
    { status: 404, code: 'NOT_FOUND' },
    { status: 409, code: 'CONFLICT' },
    { status: 413, code: 'PAYLOAD_TOO_LARGE' },
    { status: 415, code: 'VALIDATION' },
    { status: 429, code: 'RATE_LIMITED' },
  ],
} as const satisfies Endpoint;

export const submitCapture = {
  id: 'submitCapture',
  route: { method: 'POST', path: '/checkout/identity/captures/{verificationId}/submit' },
  tag: 'identity',
  summary: 'Send a capture to the verifier (the document frame only)',
  auth: 'write',
  params: { verificationId: 'PathId' },
  body: { json: 'EmptyBody' },
  response: { status: 200, json: 'CaptureSubmission' },
  refusals: [
    { status: 400, code: 'VALIDATION' },
    { status: 404, code: 'NOT_FOUND' },
    { status: 409, code: 'CONFLICT' },
  ],
} as const satisfies Endpoint;
