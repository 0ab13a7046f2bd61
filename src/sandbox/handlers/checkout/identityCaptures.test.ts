import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Buyer } from '../../../api/checkout.js';
import { captureImageSchema, captureSchema } from '../../../api/identityCheck.js';
import { IMAGE_MESSAGES } from '../../../api/images.js';
import { heicImage, jpegImage, pngImage } from '../../../api/testing/images.js';
import { passBuyerChecks } from '../../testing/buyerChecks.js';
import { buyer, type Checkout, startTestSandbox, type TestSandbox } from '../../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const medium = buyer({ emailAddress: 'ada+medium-risk@example.com' });
const CAPTURES = '/v1/checkout/identity/captures';

/** A checkout whose assessment asked `who` for a document. */
async function required(who: Buyer = medium): Promise<Checkout> {
  const checkout = await t.open();
  const checks = await passBuyerChecks(t.url, checkout.token, who, undefined, { document: false });
  await checkout.client.assessIdentity({ buyer: who, ...checks });
  return checkout;
}

const auth = (checkout: Checkout) => `Bearer ${checkout.token}`;

const createCapture = (
  checkout: Checkout,
  body: unknown = { documentType: 'driver_license', issuingCountry: 'US' },
) => t.raw('POST', CAPTURES, { auth: auth(checkout), body });

async function capture(checkout: Checkout, documentType = 'driver_license') {
  const res = await createCapture(checkout, { documentType, issuingCountry: 'US' });
  expect(res.status).toBe(201);
  return captureSchema.parse(res.json);
}

/** PUT a photo as raw bytes, with its own Content-Type and file name headers. */
async function upload(
  checkout: Checkout,
  id: string,
  side: string,
  body: Uint8Array,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${t.sandbox.origin}${CAPTURES}/${id}/images/${side}`, {
    method: 'PUT',
    headers: { authorization: auth(checkout), 'content-type': 'image/png', ...headers },
    body: new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: JSON.parse(text) as unknown };
}

const submit = (checkout: Checkout, id: string) =>
  t.raw('POST', `${CAPTURES}/${id}/submit`, { auth: auth(checkout), body: {} });

describe('POST /v1/checkout/identity/captures', { timeout: 20_000 }, () => {
  it('opens a capture of the chosen document: its id, the photos it takes, its expiry', async () => {
    const checkout = await required();
    const license = await capture(checkout);
    expect(license).toEqual({
      verificationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      documentType: 'driver_license',
      sides: ['front', 'back', 'selfie'],
      expiresAt: expect.any(String),
    });
    expect(Date.parse(license.expiresAt) - Date.now()).toBeGreaterThan(590_000);
    const passport = await capture(checkout, 'passport');
    expect(passport.sides).toEqual(['front', 'selfie']);
    expect(passport.verificationId).not.toBe(license.verificationId);
    // The merchant sees it as an identity-document session of the spec, pending.
    const result = await t.raw(
      'GET',
      `/v1/identityDocuments/verifications/${passport.verificationId}`,
      { auth: `Basic ${Buffer.from('sandbox-merchant:sandbox-secret').toString('base64')}` },
    );
    expect(result.json).toEqual({ verificationId: passport.verificationId, status: 'pending' });
  });

  it('answers 409, saying why, when no document is asked for', async () => {
    const low = await t.open();
    const none = await createCapture(low);
    expect(none.status).toBe(409);
    expect(none.json).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/assess the buyer first/),
    });
    const checks = await passBuyerChecks(t.url, low.token, buyer(), undefined, { document: false });
    await low.client.assessIdentity({ buyer: buyer(), ...checks });
    expect((await createCapture(low)).json).toMatchObject({
      message: expect.stringMatching(/no identity document is asked of this buyer/),
    });
  });

  it('refuses a body that is not a document choice, naming the field', async () => {
    const checkout = await required();
    const res = await createCapture(checkout, {
      documentType: 'library_card',
      issuingCountry: 'usa',
    });
    expect(res.status).toBe(400);
    expect((res.json as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual([
      'documentType',
      'issuingCountry',
    ]);
  });

  it('sends no CORS headers on any capture endpoint: only the document frame calls them', async () => {
    const checkout = await required();
    const { verificationId } = await capture(checkout);
    for (const [method, path] of [
      ['POST', CAPTURES],
      ['PUT', `${CAPTURES}/${verificationId}/images/front`],
      ['POST', `${CAPTURES}/${verificationId}/submit`],
    ]) {
      const preflight = await t.raw('OPTIONS', path as string, {
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': method as string,
        },
      });
      expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const res = await upload(checkout, verificationId, 'front', pngImage(1200, 800));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

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

describe('POST /v1/checkout/identity/captures/{id}/submit', { timeout: 20_000 }, () => {
  it('names each photo still missing', async () => {
    const checkout = await required();
    const { verificationId: id } = await capture(checkout);
    await upload(checkout, id, 'back', pngImage(1200, 800));
    const res = await submit(checkout, id);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'VALIDATION',
      issues: [
        { path: 'images.front', message: 'is missing: upload the front of the document first' },
        { path: 'images.selfie', message: 'is missing: upload the selfie first' },
      ],
    });
  });

  it('sends the capture to the verifier once; its photos cannot change after', async () => {
    const checkout = await required();
    const { verificationId: id } = await capture(checkout, 'passport');
    await upload(checkout, id, 'front', pngImage(1200, 800));
    await upload(checkout, id, 'selfie', pngImage(800, 1200));
    const res = await submit(checkout, id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ verificationId: id, status: 'submitted' });
    const state = await checkout.client.getOrderState();
    expect(state.identity).toMatchObject({
      status: 'submitted',
      verificationId: id,
      attemptsLeft: 2,
    });
    expect(state.identity?.history.at(-1)).toEqual({
      phase: 'submitted',
      verificationId: id,
      at: expect.any(String),
    });
    expect((await submit(checkout, id)).status).toBe(409);
    const late = await upload(checkout, id, 'front', pngImage(1200, 800));
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ message: expect.stringMatching(/submitted already/) });
    // And no other capture starts while this one is with the verifier.
    expect((await createCapture(checkout)).status).toBe(409);
  });
});
