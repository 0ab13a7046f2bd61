import { createHash } from 'node:crypto';
import { countCheckoutRequest } from '../../../sandbox/handlers/browser/checkoutLimits.js';
import { assertPayable } from '../../../sandbox/handlers/browser/payable.js';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import { isUploadContentType } from '../../../sandbox/http/binaryBody.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { fieldError, httpError } from '../../../sandbox/http/errors.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import {
  CAPTURE_SIDES,
  type CaptureImage,
  type CaptureSide,
  captureSides,
} from '../api/identityCheck.js';
import { IMAGE_MESSAGES } from '../api/images.js';
import { fileNameTrigger } from './identity/capture.js';
import { isPhotoProblem } from './identity/imageCheck.js';
import { assertCaptureOpen, captureOf } from './identityCaptureAccess.js';
import { receivePhoto } from './photoUpload.js';

/** The longest X-File-Name read: file systems allow 255 characters. */
export const MAX_FILE_NAME_LENGTH = 255;

const isSide = (side: string): side is CaptureSide =>
  (CAPTURE_SIDES as readonly string[]).includes(side);

const imageRefusal = (message: string, status = 400) =>
  httpError(status, 'VALIDATION', `Invalid photo: ${message}`, [{ path: 'image', message }]);

/** The X-File-Name header, when sent: read only for the sandbox outcome it may name. */
function fileNameOf(ctx: RequestContext): string | undefined {
  const header = ctx.req.headers['x-file-name'];
  const name = Array.isArray(header) ? header.join(',') : header;
  if (name !== undefined && name.length > MAX_FILE_NAME_LENGTH) {
    throw fieldError('X-File-Name', `must be at most ${MAX_FILE_NAME_LENGTH} characters`);
  }
  return name;
}

/**
 * PUT /v1/checkout/identity/captures/{verificationId}/images/{side}: one photo of the capture, as
 * the raw body (from the document frame only, no CORS), read and checked by `receivePhoto`: as
 * the frame checks it, plus its pixel count and a PNG's image data. The capture keeps the photo's
 * SHA-256 and size, never its bytes; a second upload of a side replaces the first (a retake).
 */
export async function putIdentityImage(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  countCheckoutRequest(ctx, order, 'identityImage');
  const { services } = ctx;
  const side = ctx.params.side as string;
  if (!isSide(side)) throw fieldError('side', `must be one of ${CAPTURE_SIDES.join(', ')}`);
  assertPayable(order);
  const access = captureOf(services, order, ctx.params.verificationId as string);
  assertCaptureOpen(access, services.clock.now());
  const sides = captureSides(access.capture.documentType);
  if (!sides.includes(side)) {
    throw fieldError(
      'side',
      `must be one of ${sides.join(', ')} for a ${access.capture.documentType}`,
    );
  }
  const trigger = fileNameTrigger(fileNameOf(ctx));
  // Declared as neither an image nor bytes (text, a form): 415, before reading it.
  if (!isUploadContentType(ctx.req.headers['content-type'])) {
    throw imageRefusal(IMAGE_MESSAGES.type, 415);
  }
  const { bytes, facts } = await receivePhoto(ctx, order.merchantId);
  if (isPhotoProblem(facts)) throw imageRefusal(facts.message);
  // Read again after the upload: the capture may have been submitted meanwhile.
  const latest = captureOf(services, order, access.record.verificationId);
  assertCaptureOpen(latest, services.clock.now());
  const image = {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    type: facts.type,
    width: facts.width,
    height: facts.height,
    bytes: bytes.length,
    ...(trigger ? { trigger } : {}),
  };
  const images = { ...latest.capture.images, [side]: image };
  services.store.identities.put(latest.key, {
    ...latest.entry,
    record: { ...latest.record, capture: { ...latest.capture, images } },
  });
  const answer: CaptureImage = { side, ...facts, bytes: bytes.length };
  sendJson(ctx.res, 200, answer);
}
