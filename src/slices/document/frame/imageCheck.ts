import type { Message } from '../../../frame/texts.js';
import { inspectImage, isImageProblem, MAX_IMAGE_BYTES } from '../api/images.js';

/**
 * What is wrong with a photo, as the service would say it ('' when nothing), in the frame's words:
 * the same checks before upload as on it. A photo over the limit is refused unread, so no huge
 * file is loaded.
 */
export async function imageProblem(data: Blob): Promise<Message> {
  if (data.size > MAX_IMAGE_BYTES) return { key: 'document.images.tooLarge' };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await data.arrayBuffer());
  } catch {
    // A file moved or deleted after it was chosen cannot be read.
    return { key: 'document.images.damaged' };
  }
  const result = inspectImage(bytes);
  if (!isImageProblem(result)) return '';
  switch (result.code) {
    case 'too_small':
      return {
        key: 'document.images.tooSmall',
        values: { width: result.width, height: result.height },
      };
    case 'too_large':
      return { key: 'document.images.tooLarge' };
    default:
      return { key: `document.images.${result.code}` };
  }
}
