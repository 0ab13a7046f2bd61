import { readBinaryBody } from '../../../sandbox/http/binaryBody.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { httpError, rateLimited } from '../../../sandbox/http/errors.js';
import type { ImageFacts } from '../api/images.js';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../api/images.js';
import { checkImage, type PhotoProblem } from './identity/imageCheck.js';
import { PHOTO_SLOTS } from './identity/photoSlots.js';

/** When a refused photo may come again: a check takes well under a second. */
const RETRY_MS = 2_000;

const tooLarge = () =>
  httpError(413, 'PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge, [
    { path: 'image', message: IMAGE_MESSAGES.tooLarge },
  ]);

/**
 * Reads one photo and checks it, within the merchant's places (429 with Retry-After when all are
 * taken, before the body is read) and the process's turns. The place is given back however the
 * request ends, aborted ones included.
 */
export async function receivePhoto(
  ctx: RequestContext,
  merchantId: string,
): Promise<{ bytes: Buffer; facts: ImageFacts | PhotoProblem }> {
  const { photoSlots } = ctx.services.buyerChecks;
  const leave = photoSlots.admit(merchantId);
  if (!leave) {
    const now = ctx.services.clock.now();
    throw rateLimited(
      ctx.res,
      `Too many identity document photos uploading or in their check for this merchant at once (at most ${PHOTO_SLOTS.perMerchant})`,
      now + RETRY_MS,
      now,
    );
  }
  try {
    const bytes = await readBinaryBody(ctx.req, MAX_IMAGE_BYTES, tooLarge);
    return { bytes, facts: await photoSlots.run(() => checkImage(bytes)) };
  } finally {
    leave();
  }
}
