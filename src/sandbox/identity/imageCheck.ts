import {
  IMAGE_MESSAGES,
  type ImageFacts,
  type ImageProblem,
  inspectImage,
  isImageProblem,
} from '../../api/images.js';
import { pngDataIsWhole } from './pngData.js';

/**
 * An uploaded photo's checks: the frame's own (`inspectImage`: type by magic bytes, size,
 * structure, minimum dimensions), and for a PNG its image data inflated and measured, so a cut
 * off or corrupt file is refused even when its chunks look whole.
 */
export async function checkImage(bytes: Uint8Array): Promise<ImageFacts | ImageProblem> {
  const facts = inspectImage(bytes);
  if (isImageProblem(facts) || facts.type !== 'png') return facts;
  return (await pngDataIsWhole(bytes))
    ? facts
    : { code: 'damaged', message: IMAGE_MESSAGES.damaged };
}
