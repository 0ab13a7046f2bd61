// Test-only: a checkout whose identity check awaits photos, on any sandbox reached by its URL
// (in this process or another), and raw photo uploads to it.
import { request } from 'node:http';
import { createServiceClient } from '../../../../api/serviceClient.js';
import { passBuyerChecks } from '../../../../sandbox/testing/buyerChecks.js';
import { buyer } from '../../../../sandbox/testing/fixtures.js';
import { MERCHANT, nftRequest } from '../../../../sandbox/testing/harness.js';
import type { Capture, CaptureSide } from '../../api/identityCheck.js';

const medium = buyer({ emailAddress: 'ada+medium-risk@example.com' });

export interface OpenCapture {
  token: string;
  verificationId: string;
  /** The path of one side's photo, from the origin. */
  imagePath(side: CaptureSide): string;
}

/** A new checkout of `credentials`' merchant, assessed as medium risk, a licence capture open. */
export async function openCapture(baseUrl: string, credentials = MERCHANT): Promise<OpenCapture> {
  const merchant = createServiceClient({ baseUrl, credentials, retry: { retries: 0 } });
  const { clientToken: token } = await merchant.createClientToken(nftRequest());
  const checks = await passBuyerChecks(baseUrl, token, medium, undefined, { document: false });
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/checkout/identity/assess', { buyer: medium, ...checks });
  const created = await post('/checkout/identity/captures', {
    documentType: 'driver_license',
    issuingCountry: 'US',
  });
  const { verificationId } = (await created.json()) as Capture;
  const path = new URL(baseUrl).pathname;
  return {
    token,
    verificationId,
    imagePath: (side) => `${path}/checkout/identity/captures/${verificationId}/images/${side}`,
  };
}

/** PUT one photo: the status and the JSON answer. */
export async function putPhoto(
  origin: string,
  capture: OpenCapture,
  side: CaptureSide,
  photo: Uint8Array,
): Promise<{ status: number; headers: Headers; json: unknown }> {
  const res = await fetch(`${origin}${capture.imagePath(side)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${capture.token}`, 'content-type': 'image/png' },
    body: new Uint8Array(photo),
  });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

export interface HeldUpload {
  /** Resolves once the sandbox has taken the request up (its handler runs): `100 Continue`. */
  taken: Promise<void>;
  /** Sends the whole photo: the answer's status and JSON. */
  finish(): Promise<{ status: number; json: unknown }>;
  /** Sends the first `bytes` of the photo, then drops the connection. */
  abort(bytes: number): void;
}

/**
 * A PUT of `photo` that waits, with `Expect: 100-continue`, before sending its body. The sandbox
 * sends `100 Continue` right before it runs the handler, in the same turn, so a test in the same
 * process that has seen it knows the handler has run up to reading the body.
 */
export function holdUpload(
  origin: string,
  capture: OpenCapture,
  side: CaptureSide,
  photo: Uint8Array,
): HeldUpload {
  const req = request(`${origin}${capture.imagePath(side)}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${capture.token}`,
      'content-type': 'image/png',
      'content-length': String(photo.length),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (part: Buffer) => {
        text += part;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
  // An aborted upload's own error is the point of the test, not a failure.
  answer.catch(() => {});
  req.flushHeaders();
  return {
    taken: new Promise((resolve) => req.once('continue', () => resolve())),
    finish() {
      req.end(photo);
      return answer;
    },
    abort(bytes) {
      req.write(photo.subarray(0, bytes), () => req.destroy());
    },
  };
}
