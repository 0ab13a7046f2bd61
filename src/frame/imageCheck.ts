import { IMAGE_MESSAGES, inspectImage, isImageProblem, MAX_IMAGE_BYTES } from '../api/images.js';

/**
 * What is wrong with a photo, as the service would say it ('' when nothing): the same checks
 * before upload as on it. A photo over the limit is refused unread, so no huge file is loaded.
 */
export async function imageProblem(data: Blob): Promise<string> {
  if (data.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await data.arrayBuffer());
  } catch {
    // A file moved or deleted after it was chosen cannot be read.
    return IMAGE_MESSAGES.damaged;
  }
  const result = inspectImage(bytes);
  return isImageProblem(result) ? result.message : '';
}
