import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { heicImage, pngImage } from '../../src/api/testing/images.js';

/**
 * Real image files for the document frame's file inputs, written where the test keeps its
 * output. The sandbox picks an outcome by a word in a photo's file name (README, test values):
 * `forged`, `mismatch`, `expired`, `unreadable`; any other name is verified.
 */
export function writePhoto(dir: string, name: string, width = 900, height = 600): string {
  const path = join(dir, name);
  writeFileSync(path, pngImage(width, height));
  return path;
}

/** A file that only calls itself a photo: a text file renamed `.png`. */
export function writeTextAsPhoto(dir: string, name = 'not-a-photo.png'): string {
  const path = join(dir, name);
  writeFileSync(path, 'This is a text file, not a photo.\n');
  return path;
}

/** The photos of a passport capture: the front and a selfie. */
export interface PassportPhotos {
  front: string;
  selfie: string;
}

export function passportPhotos(dir: string, front = 'passport.png', selfie = 'selfie.png') {
  return { front: writePhoto(dir, front), selfie: writePhoto(dir, selfie, 600, 800) };
}

/**
 * A HEIC as an iPhone saves it, `megabytes` in size: its structure is whole, so the sandbox
 * accepts and verifies it, but its image data is fake, so no browser can draw it.
 */
export function writeHeicPhoto(dir: string, name = 'IMG_0042.HEIC', megabytes = 2.1): string {
  const path = join(dir, name);
  writeFileSync(path, heicImage(4032, 3024, Math.round(megabytes * 1024 * 1024)));
  return path;
}
