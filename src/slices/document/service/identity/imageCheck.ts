import {
  IMAGE_MESSAGES,
  type ImageFacts,
  type ImageProblem,
  inspectImage,
  isImageProblem,
} from '../../api/images.js';
import { type PixelProblem, pixelProblem } from './photoPixels.js';
import { pngDataIsWhole } from './pngData.js';

export type PhotoProblem = ImageProblem | PixelProblem;

export const isPhotoProblem = (result: ImageFacts | PhotoProblem): result is PhotoProblem =>
  'code' in result;

/**
 * An uploaded photo's checks: the frame's own (`inspectImage`: type by magic bytes, size,
 * structure, minimum dimensions), at most MAX_PHOTO_PIXELS by its header, and for a PNG its
 * image data inflated and measured, so a cut off or corrupt file is refused even when its chunks
 * look whole.
 */
export async function checkImage(bytes: Uint8Array): Promise<ImageFacts | PhotoProblem> {
  const facts = inspectImage(bytes);
  if (isImageProblem(facts)) return facts;
  const tooMany = pixelProblem(facts.width, facts.height);
  if (tooMany) return tooMany;
  if (facts.type !== 'png') return facts;
  return (await pngDataIsWhole(bytes))
    ? facts
    : { code: 'damaged', message: IMAGE_MESSAGES.damaged };
}
