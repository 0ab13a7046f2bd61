import { describe, expect, it } from 'vitest';
import { heicImage, jpegImage, pngImage } from '../../../api/testing/images.js';
import {
  IMAGE_MESSAGES,
  inspectImage,
  isImageProblem,
  MAX_IMAGE_BYTES,
  sniffImageType,
} from './images.js';

const problem = (bytes: Uint8Array) => {
  const result = inspectImage(bytes);
  if (!isImageProblem(result)) return expect.fail(`accepted as ${JSON.stringify(result)}`);
  return result;
};

describe('inspectImage', () => {
  it('reads a PNG, a JPEG and a HEIC by their bytes, with their size', () => {
    expect(inspectImage(pngImage(1200, 800))).toEqual({ type: 'png', width: 1200, height: 800 });
    expect(inspectImage(jpegImage(4032, 3024))).toEqual({
      type: 'jpeg',
      width: 4032,
      height: 3024,
    });
    expect(inspectImage(heicImage(4032, 3024))).toEqual({
      type: 'heic',
      width: 4032,
      height: 3024,
    });
  });

  it('takes the largest HEIC extent: a phone photo is a grid of small tiles', () => {
    // heicImage lists a 512×512 tile's extent before the picture's.
    expect(inspectImage(heicImage(3000, 4000))).toMatchObject({ width: 3000, height: 4000 });
  });

  it('accepts either orientation down to 600×400', () => {
    expect(inspectImage(pngImage(400, 600))).toEqual({ type: 'png', width: 400, height: 600 });
    expect(inspectImage(pngImage(600, 400))).toEqual({ type: 'png', width: 600, height: 400 });
    expect(inspectImage(jpegImage(3024, 4032))).toMatchObject({ width: 3024, height: 4032 });
  });

  it('refuses a text file renamed as a photo: the type comes from the bytes', () => {
    const text = new TextEncoder().encode('passport.jpg is really a note\n'.repeat(50));
    expect(problem(text)).toEqual({ code: 'type', message: IMAGE_MESSAGES.type });
    expect(sniffImageType(text)).toBeUndefined();
  });

  it('refuses an empty file and one over 10 MB, before anything else', () => {
    expect(problem(new Uint8Array(0))).toEqual({ code: 'empty', message: IMAGE_MESSAGES.empty });
    const huge = new Uint8Array(20 * 1024 * 1024);
    huge.set(pngImage(1200, 800));
    expect(problem(huge)).toEqual({ code: 'too_large', message: IMAGE_MESSAGES.tooLarge });
    expect(problem(new Uint8Array(MAX_IMAGE_BYTES + 1)).code).toBe('too_large');
  });

  it('refuses a 1×1 pixel and anything under 600×400, saying the size it read', () => {
    expect(problem(pngImage(1, 1))).toEqual({
      code: 'too_small',
      message: IMAGE_MESSAGES.tooSmall(1, 1),
      width: 1,
      height: 1,
    });
    expect(problem(pngImage(599, 400)).code).toBe('too_small');
    expect(problem(jpegImage(500, 500)).code).toBe('too_small');
    expect(problem(heicImage(640, 399)).message).toMatch(/^This photo is 640×399 pixels/);
  });

  it('refuses a cut-off PNG, JPEG or HEIC as damaged', () => {
    for (const whole of [pngImage(1200, 800), jpegImage(1200, 800), heicImage(1200, 800)]) {
      for (const cut of [whole.length - 1, Math.floor(whole.length / 2), 40]) {
        expect(problem(whole.subarray(0, cut)), `${whole.length} cut at ${cut}`).toEqual({
          code: 'damaged',
          message: IMAGE_MESSAGES.damaged,
        });
      }
    }
  });

  it('refuses a PNG without image data, or whose first chunk is not its header', () => {
    const png = pngImage(1200, 800);
    const signature = png.subarray(0, 8);
    const ihdr = png.subarray(8, 33);
    const iend = png.subarray(png.length - 12);
    expect(problem(Buffer.concat([signature, ihdr, iend])).code).toBe('damaged');
    expect(problem(Buffer.concat([signature, iend, ihdr])).code).toBe('damaged');
  });

  it('refuses a header claiming more than a camera makes', () => {
    expect(problem(jpegImage(30_000, 20_000)).code).toBe('damaged');
  });

  it('tells what to do in every message', () => {
    expect(IMAGE_MESSAGES.type).toMatch(/choose a JPEG, PNG or HEIC image/);
    expect(IMAGE_MESSAGES.damaged).toMatch(/take it again or choose another file/);
    expect(IMAGE_MESSAGES.tooSmall(1, 1)).toMatch(/use a photo of at least 600×400 pixels/);
  });
});
