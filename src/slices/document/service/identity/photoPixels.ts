/** More pixels than any phone camera takes: a photo over it is refused from its header. */
export const MAX_PHOTO_PIXELS = 50_000_000;

export interface PixelProblem {
  code: 'too_many_pixels';
  message: string;
  width: number;
  height: number;
}

/** The largest size with the photo's proportions that stays within MAX_PHOTO_PIXELS. */
function fittingSize(width: number, height: number): string {
  const scale = Math.sqrt(MAX_PHOTO_PIXELS / (width * height));
  return `${Math.floor(width * scale)}×${Math.floor(height * scale)}`;
}

/**
 * Why a `width`×`height` photo has too many pixels to check, or undefined when it has not. Read
 * before any image data is, so a small file that claims a huge picture costs nothing.
 */
export function pixelProblem(width: number, height: number): PixelProblem | undefined {
  const pixels = width * height;
  if (pixels <= MAX_PHOTO_PIXELS) return undefined;
  const megapixels = Number((pixels / 1e6).toFixed(1));
  const message =
    `This photo is ${width}×${height} pixels (${megapixels} megapixels), more than a document ` +
    `needs: resize it to at most ${MAX_PHOTO_PIXELS / 1e6} megapixels ` +
    `(${fittingSize(width, height)}) or take the photo again.`;
  return { code: 'too_many_pixels', message, width, height };
}
