import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heicImage, jpegImage, pngImage } from '../../../api/testing/images.js';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/testing/harness.js';
import { captureImageSchema } from '../api/identityCheck.js';
import { IMAGE_MESSAGES } from '../api/images.js';
import { captureRequests } from './testing/identityCaptures.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const { required, capture, upload, submit } = captureRequests(() => t);

describe('PUT /v1/checkout/identity/captures/{id}/images/{side}', { timeout: 30_000 }, () => {
  it('reads a PNG, a JPEG and a HEIC by their bytes, whatever they are declared as', async () => {
    const checkout = await required();
    const { verificationId: id } = await capture(checkout);
    const png = await upload(checkout, id, 'front', pngImage(1200, 800), {
      'content-type': 'application/octet-stream',
    });
    expect(captureImageSchema.parse(png.json)).toEqual({
      side: 'front',
      type: 'png',
      width: 1200,
      height: 800,
      bytes: pngImage(1200, 800).length,
    });
    const jpeg = await upload(checkout, id, 'back', jpegImage(4032, 3024), {
      'content-type': 'image/jpeg',
    });
    expect(jpeg.json).toMatchObject({ side: 'back', type: 'jpeg', width: 4032, height: 3024 });
    const heic = await upload(checkout, id, 'selfie', heicImage(3024, 4032), {
      'content-type': 'image/heic',
    });
    expect(heic.json).toMatchObject({ side: 'selfie', type: 'heic', width: 3024, height: 4032 });
  });

  it('refuses what is not a usable photo with 400 on `image`, saying what to do', async () => {
    const checkout = await required();
    const { verificationId: id } = await capture(checkout);
    const text = new TextEncoder().encode('not a photo at all\n'.repeat(100));
    const whole = pngImage(1200, 800);
    const cases: [Uint8Array, string][] = [
      [text, IMAGE_MESSAGES.type],
      [pngImage(1, 1), IMAGE_MESSAGES.tooSmall(1, 1)],
      [whole.subarray(0, whole.length - 30), IMAGE_MESSAGES.damaged],
      [new Uint8Array(0), IMAGE_MESSAGES.empty],
    ];
    for (const [bytes, message] of cases) {
      const res = await upload(checkout, id, 'front', bytes, { 'content-type': 'image/jpeg' });
      expect(res.status, message).toBe(400);
      expect(res.json).toEqual({
        code: 'VALIDATION',
        message: `Invalid photo: ${message}`,
        issues: [{ path: 'image', message }],
      });
    }
  });

  it('refuses a PNG whose chunks look whole but whose image data is cut short', async () => {
    const checkout = await required();
    const { verificationId: id } = await capture(checkout);
    const png = pngImage(1200, 800);
    // Shorten the IDAT chunk (at 33) to half its data and fix its length: the structure holds.
    const length = png.readUInt32BE(33);
    const half = Math.floor(length / 2);
    const idat = Buffer.concat([Buffer.alloc(4), png.subarray(37, 41 + half), Buffer.alloc(4)]);
    idat.writeUInt32BE(half);
    const cut = Buffer.concat([png.subarray(0, 33), idat, png.subarray(png.length - 12)]);
    const res = await upload(checkout, id, 'front', cut);
    expect(res.json).toMatchObject({
      issues: [{ path: 'image', message: IMAGE_MESSAGES.damaged }],
    });
  });

  it('refuses a 20 MB body with 413 without reading it, and a body of another type with 415', async () => {
    const checkout = await required();
    const { verificationId: id } = await capture(checkout);
    const huge = new Uint8Array(20 * 1024 * 1024);
    huge.set(pngImage(1200, 800));
    const tooLarge = await upload(checkout, id, 'front', huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      issues: [{ path: 'image', message: IMAGE_MESSAGES.tooLarge }],
    });
    const text = await upload(checkout, id, 'front', pngImage(1200, 800), {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    expect(text.json).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'image', message: IMAGE_MESSAGES.type }],
    });
  });

  it('takes only the sides of the chosen document, and a file name of at most 255 characters', async () => {
    const checkout = await required();
    const { verificationId: id } = await capture(checkout, 'passport');
    const back = await upload(checkout, id, 'back', pngImage(1200, 800));
    expect(back.status).toBe(400);
    expect(back.json).toMatchObject({
      issues: [{ path: 'side', message: 'must be one of front, selfie for a passport' }],
    });
    const other = await upload(checkout, id, 'left-thumb', pngImage(1200, 800));
    expect(other.json).toMatchObject({ issues: [{ path: 'side' }] });
    const long = await upload(checkout, id, 'front', pngImage(1200, 800), {
      'x-file-name': `${'a'.repeat(252)}.png`,
    });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ issues: [{ path: 'X-File-Name' }] });
  });

  it('answers 404 for a capture that is not of this checkout', async () => {
    const checkout = await required();
    const other = await required();
    const { verificationId: theirs } = await capture(other);
    for (const id of [theirs, crypto.randomUUID()]) {
      const res = await upload(checkout, id, 'front', pngImage(1200, 800));
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: 'NOT_FOUND' });
      expect((await submit(checkout, id)).status).toBe(404);
    }
  });

  it('replaces a side uploaded again: a retake', async () => {
    const checkout = await required();
    const { verificationId: id } = await capture(checkout, 'passport');
    await upload(checkout, id, 'front', pngImage(1200, 800));
    const retake = await upload(checkout, id, 'front', jpegImage(1600, 1200));
    expect(retake.json).toMatchObject({ type: 'jpeg', width: 1600 });
    const entry = t.sandbox.store.identities.values().find((e) => e.verificationId === id);
    const record = entry?.record as
      | { capture: { images: Record<string, { type: string }> } }
      | undefined;
    const images = record?.capture.images ?? {};
    expect(Object.keys(images)).toEqual(['front']);
    expect(images.front).toMatchObject({
      type: 'jpeg',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});
