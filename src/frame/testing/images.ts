// Test photos for the document frame: the frame checks bytes, not names, so a test photo must be
// a well-formed file (built by the shared test images).
export { pngImage } from '../../api/testing/images.js';

/** A file as the buyer's browser gives it, from bytes or text. */
export const photoFile = (
  contents: Uint8Array | string,
  name = 'front.png',
  type = 'image/png',
): File => new File([contents as BlobPart], name, { type });
