// The bounds of the photo check over HTTP: pixels read from the header, places per merchant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegImage, pngImage } from '../../../api/testing/images.js';
import {
  MERCHANT_2,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';
import { logLines } from '../../../sandbox/testing/logLines.js';
import { PHOTO_SLOTS } from './identity/photoSlots.js';
import { blackPng } from './testing/blackPng.js';
import { holdUpload, openCapture, putPhoto } from './testing/photoCapture.js';

let t: TestSandbox;
const log = logLines();
beforeAll(async () => {
  t = await startTestSandbox({ quiet: false, log: log.log });
});
afterAll(() => t.close());

describe('PUT …/images/{side}: pixels', { timeout: 30_000 }, () => {
  it('refuses a PNG that declares 10000×7500 pixels by its header, saying what size to send', async () => {
    const capture = await openCapture(t.url);
    // Only the first row's data is there: the header alone decides.
    const photo = await blackPng(10_000, 7500, 1);
    const message =
      'This photo is 10000×7500 pixels (75 megapixels), more than a document needs: resize it ' +
      'to at most 50 megapixels (8164×6123) or take the photo again.';
    expect(await putPhoto(t.sandbox.origin, capture, 'front', photo)).toMatchObject({
      status: 400,
      json: {
        code: 'VALIDATION',
        message: `Invalid photo: ${message}`,
        issues: [{ path: 'image', message }],
      },
    });
  });

  it('reads the pixels of a JPEG from its header too, and takes 50 megapixels', async () => {
    const capture = await openCapture(t.url);
    const big = await putPhoto(t.sandbox.origin, capture, 'front', jpegImage(9000, 6000));
    expect(big.status).toBe(400);
    expect(big.json).toMatchObject({ message: expect.stringContaining('(54 megapixels)') });
    const fits = await putPhoto(t.sandbox.origin, capture, 'front', jpegImage(8000, 6250));
    expect(fits).toMatchObject({ status: 200, json: { width: 8000, height: 6250 } });
  });
});

describe('PUT …/images/{side}: photos at once per merchant', { timeout: 30_000 }, () => {
  it('answers 429 with Retry-After past the merchant’s places, before reading the body', async () => {
    const capture = await openCapture(t.url);
    const photo = pngImage(1200, 800);
    const held = Array.from({ length: PHOTO_SLOTS.perMerchant }, () =>
      holdUpload(t.sandbox.origin, capture, 'front', photo),
    );
    await Promise.all(held.map((upload) => upload.taken));

    const refused = await putPhoto(t.sandbox.origin, capture, 'back', photo);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.json).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many identity document photos uploading or in their check for this merchant at once \(at most 8\): try again in 2 seconds/,
      ),
    });
    // Another merchant's buyers are not held up.
    const other = await openCapture(t.url, MERCHANT_2);
    expect((await putPhoto(t.sandbox.origin, other, 'front', photo)).status).toBe(200);

    // An aborted upload gives its place back (before its log line), as a finished one does.
    const aborted = log.next((line) => / aborted /.test(line));
    held[0]?.abort(1000);
    await aborted;
    const next = holdUpload(t.sandbox.origin, capture, 'back', photo);
    await next.taken;
    const answers = await Promise.all([...held.slice(1), next].map((upload) => upload.finish()));
    expect(answers.map((answer) => answer.status)).toEqual(
      Array(PHOTO_SLOTS.perMerchant).fill(200),
    );
    expect((await putPhoto(t.sandbox.origin, capture, 'selfie', photo)).status).toBe(200);
  });
});
