import { crc32 } from 'node:zlib';
import { inflatedLength } from './deflate/inflatedLength.js';

/** More than any photo decodes to (64 megapixels of 8-bit RGBA): a bigger claim is refused. */
export const MAX_DECODED_BYTES = 256 * 1024 * 1024;

/** Samples per pixel of each colour type, and the bit depths it allows (PNG spec, 11.2.2). */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Adam7's passes: first column and row, then the steps between them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Bytes the filtered scanlines of a `width`×`height` image take: a filter byte per row. */
function scanlineBytes(width: number, height: number, bitsPerPixel: number): number {
  if (width === 0 || height === 0) return 0;
  return height * (1 + Math.ceil((width * bitsPerPixel) / 8));
}

/** What the image data of this header decodes to, or undefined for a header no PNG has. */
function expectedLength(header: Buffer): number | undefined {
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth = 0, colour = 0, compression, filter, interlace] = header.subarray(8, 13);
  const type = COLOUR_TYPES[colour];
  if (!type?.depths.includes(depth) || compression !== 0 || filter !== 0) return undefined;
  const bits = type.channels * depth;
  if (interlace === 0) return scanlineBytes(width, height, bits);
  if (interlace !== 1) return undefined;
  return ADAM7.reduce(
    (sum, [x0, y0, dx, dy]) =>
      sum +
      scanlineBytes(
        width > x0 ? Math.ceil((width - x0) / dx) : 0,
        height > y0 ? Math.ceil((height - y0) / dy) : 0,
        bits,
      ),
    0,
  );
}

/**
 * Whether a PNG's image data is whole: every IDAT chunk has its CRC, and together they inflate
 * without error to exactly the length the header promises. Run on a file `inspectImage` accepted
 * (chunks inside the file, IHDR first, IEND last). The length is counted without inflating a
 * byte (`inflatedLength`), so a small file that claims hundreds of megabytes costs a few
 * kilobytes; the CRCs stand in for the Adler-32 checksum that would need the inflated bytes.
 */
export async function pngDataIsWhole(bytes: Uint8Array): Promise<boolean> {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = b.subarray(16, 29);
  const expected = expectedLength(header);
  if (expected === undefined || expected > MAX_DECODED_BYTES) return false;
  const data: Buffer[] = [];
  for (let at = 8; at + 12 <= b.length; ) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') {
      const end = at + 8 + length;
      if (crc32(b.subarray(at + 4, end)) !== b.readUInt32BE(end)) return false;
      data.push(b.subarray(at + 8, end));
    }
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return (await inflatedLength(data, expected)) === expected;
}
