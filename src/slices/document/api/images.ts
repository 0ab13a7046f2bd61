/*
 * Image checks of the document capture, shared by the document frame (before upload) and the
 * service (on upload): the type from the file's first bytes, never its name or declared type;
 * the dimensions from the image's own header; the structure walked to its end, so a renamed text
 * file, a truncated file or a 1×1 pixel are refused with a message that says what to do. No zod
 * and no Node APIs: the frame build stays small.
 */

export type ImageType = 'jpeg' | 'png' | 'heic';

/** The largest image accepted: phone photos are 2 to 6 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The smallest image accepted, either way round: a document must be readable. */
export const MIN_IMAGE_LONG_SIDE = 600;
export const MIN_IMAGE_SHORT_SIDE = 400;
/** Larger than any camera makes: a header claiming more is not a photo. */
const MAX_DIMENSION = 20_000;

export interface ImageFacts {
  type: ImageType;
  width: number;
  height: number;
}

/** Why an image is refused; `message` tells the buyer what to do instead. */
export type ImageProblem =
  | { code: 'type'; message: string }
  | { code: 'too_large'; message: string }
  | { code: 'empty'; message: string }
  | { code: 'damaged'; message: string }
  | { code: 'too_small'; message: string; width: number; height: number };

export const IMAGE_MESSAGES = {
  type: 'This file is not a photo: choose a JPEG, PNG or HEIC image.',
  tooLarge: 'This photo is larger than 10 MB: choose a smaller one or take the photo again.',
  empty: 'This file is empty: choose the photo again.',
  damaged: 'This photo is damaged or incomplete: take it again or choose another file.',
  tooSmall: (width: number, height: number) =>
    `This photo is ${width}×${height} pixels, too small to read: use a photo of at least 600×400 pixels.`,
} as const;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const u32 = (b: Uint8Array, at: number) =>
  (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>>
  0;
const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'];

/** The image type by magic bytes (JPEG `FF D8 FF`, PNG `89 50 4E 47…`, HEIC `ftyp` brands). */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  if (
    bytes.length >= 12 &&
    ascii(bytes, 4, 4) === 'ftyp' &&
    HEIC_BRANDS.includes(ascii(bytes, 8, 4))
  )
    return 'heic';
  return undefined;
}

/** PNG: IHDR first, every chunk inside the file, IDAT present, IEND last. */
function pngSize(b: Uint8Array): { width: number; height: number } | undefined {
  let at = 8;
  let size: { width: number; height: number } | undefined;
  let data = false;
  // Each step moves on by at least 12 bytes, so the walk is linear in the file's length.
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length) return undefined;
    if (at === 8) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      size = { width: u32(b, at + 8), height: u32(b, at + 12) };
    }
    if (type === 'IDAT') data = true;
    if (type === 'IEND') return data ? size : undefined;
    at = end;
  }
  return undefined;
}

const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** JPEG: segments walked to a frame header (SOF) and the scan (SOS); the file ends with EOI. */
function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return undefined;
  let at = 2;
  let size: { width: number; height: number } | undefined;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = u16(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) return undefined;
    if (SOF_MARKERS.has(marker)) {
      if (length < 7) return undefined;
      size = { height: u16(b, at + 5), width: u16(b, at + 7) };
    }
    // Start of scan: the entropy-coded data runs to EOI, already checked above.
    if (marker === 0xda) return size;
    at += 2 + length;
  }
  return undefined;
}

/** Top-level boxes (ISO BMFF) follow one another and fill the file exactly: none is cut off. */
function boxesFit(b: Uint8Array): boolean {
  let at = 0;
  // Each step moves on by at least 8 bytes, so the walk is linear in the file's length.
  while (at < b.length) {
    if (at + 8 > b.length) return false;
    let size = u32(b, at);
    if (size === 1) {
      // A 64-bit size follows the type.
      if (at + 16 > b.length) return false;
      size = u32(b, at + 8) * 2 ** 32 + u32(b, at + 12);
      if (size < 16) return false;
    } else if (size === 0) {
      size = b.length - at; // the last box runs to the end of the file
    } else if (size < 8) {
      return false;
    }
    if (at + size > b.length) return false;
    at += size;
  }
  return true;
}

/**
 * HEIC: the boxes must fit the file, and the largest `ispe` (image spatial extent) property gives
 * the size: a phone's photo is a grid of small tiles, each with an `ispe` of its own, and the
 * grid's (the whole picture's) is the largest.
 */
function heicSize(b: Uint8Array): { width: number; height: number } | undefined {
  if (!boxesFit(b)) return undefined;
  const ispe = [0x69, 0x73, 0x70, 0x65];
  // The properties sit in meta/iprp/ipco near the start; bounded scan for their box type.
  const last = Math.min(b.length - 20, 1 << 20);
  let size: { width: number; height: number } | undefined;
  for (let at = u32(b, 0); at <= last; at++) {
    if (startsWith(b, ispe, at + 4) && u32(b, at) === 20) {
      const width = u32(b, at + 12);
      const height = u32(b, at + 16);
      if (!size || width * height > size.width * size.height) size = { width, height };
    }
  }
  return size;
}

/**
 * The image's type and size, or the problem with it. Checks what it can without decoding
 * pixels: the type by magic bytes, the byte size, the structure, and the minimum dimensions.
 */
export function inspectImage(bytes: Uint8Array): ImageFacts | ImageProblem {
  if (bytes.length === 0) return { code: 'empty', message: IMAGE_MESSAGES.empty };
  if (bytes.length > MAX_IMAGE_BYTES)
    return { code: 'too_large', message: IMAGE_MESSAGES.tooLarge };
  const type = sniffImageType(bytes);
  if (!type) return { code: 'type', message: IMAGE_MESSAGES.type };
  const size =
    type === 'png' ? pngSize(bytes) : type === 'jpeg' ? jpegSize(bytes) : heicSize(bytes);
  if (
    !size ||
    size.width < 1 ||
    size.height < 1 ||
    size.width > MAX_DIMENSION ||
    size.height > MAX_DIMENSION
  ) {
    return { code: 'damaged', message: IMAGE_MESSAGES.damaged };
  }
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  if (long < MIN_IMAGE_LONG_SIDE || short < MIN_IMAGE_SHORT_SIDE) {
    return {
      code: 'too_small',
      message: IMAGE_MESSAGES.tooSmall(size.width, size.height),
      ...size,
    };
  }
  return { type, ...size };
}

export const isImageProblem = (result: ImageFacts | ImageProblem): result is ImageProblem =>
  'code' in result;
