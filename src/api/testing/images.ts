// Test-only: small, valid images built in memory, for the document capture's uploads and the
// image checks. Node built-ins only (the e2e suite writes fixture files with these too).
import { crc32, deflateSync } from 'node:zlib';

const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value >>> 0);
  return out;
};
const u16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/**
 * A PNG of one colour, `width`×`height` RGB pixels, 8 bits a channel, not interlaced: every row
 * filter byte 0, the pixels deflated in one IDAT, chunk CRCs right. `rgb` picks the colour, so
 * two images can differ.
 */
export function pngImage(width: number, height: number, rgb = [40, 90, 160]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb.slice(0, 3), 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, data: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16(data.length + 2), data]);

/**
 * A baseline JPEG's structure for a `width`×`height` picture: JFIF header, frame header, scan
 * header, a few bytes of scan data and the end marker. Its pixels do not decode; its structure
 * and size read like a camera's.
 */
export function jpegImage(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex')),
    segment(
      0xc0,
      Buffer.concat([
        Buffer.from([8]),
        u16(height),
        u16(width),
        Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
      ]),
    ),
    segment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])),
    Buffer.alloc(32, 0x2a),
    Buffer.from([0xff, 0xd9]),
  ]);
}

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, ...parts: Buffer[]) => box(type, u32(0), ...parts);

/**
 * A HEIC's box structure for a `width`×`height` picture, as phones write it: a grid of tiles (up
 * to 512×512), each with its own `ispe`, before the grid's own `ispe`; then `dataBytes` of
 * (fake) image data, which no browser decodes.
 */
export function heicImage(width: number, height: number, dataBytes = 64): Buffer {
  const ispe = (w: number, h: number) => fullBox('ispe', u32(w), u32(h));
  return Buffer.concat([
    box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1')),
    fullBox(
      'meta',
      box(
        'iprp',
        box('ipco', ispe(Math.min(512, width), Math.min(512, height)), ispe(width, height)),
      ),
    ),
    box('mdat', Buffer.alloc(dataBytes, 0x2a)),
  ]);
}
