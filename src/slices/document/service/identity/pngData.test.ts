import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jpegImage, pngImage } from '../../../../api/testing/images.js';
import { IMAGE_MESSAGES } from '../../api/images.js';
import { checkImage } from './imageCheck.js';
import { pngDataIsWhole } from './pngData.js';

const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};
const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
};

/** A PNG whose chunks are all in place, around the given image data and header fields. */
function png(width: number, height: number, data: Buffer, fields = [8, 2, 0, 0, 0]): Buffer {
  return Buffer.concat([
    pngImage(1, 1).subarray(0, 8),
    chunk('IHDR', Buffer.concat([u32(width), u32(height), Buffer.from(fields)])),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rows = (width: number, height: number, bytesPerPixel: number) =>
  Buffer.alloc(height * (1 + width * bytesPerPixel));

describe('pngDataIsWhole', () => {
  it('accepts image data that inflates to what the header promises', async () => {
    expect(await pngDataIsWhole(pngImage(1200, 800))).toBe(true);
    // Grey + alpha, 16 bits a channel: 4 bytes a pixel.
    expect(
      await pngDataIsWhole(png(700, 500, deflateSync(rows(700, 500, 4)), [16, 4, 0, 0, 0])),
    ).toBe(true);
  });

  it('measures an interlaced image by its seven passes', async () => {
    // 9×9 RGB (3 bytes a pixel): the passes are 2×2, 1×2, 3×1, 2×3, 5×2, 4×5 and 9×4 pixels.
    const passes = [
      [2, 2],
      [1, 2],
      [3, 1],
      [2, 3],
      [5, 2],
      [4, 5],
      [9, 4],
    ];
    const length = passes.reduce((sum, [w = 0, h = 0]) => sum + h * (1 + w * 3), 0);
    const data = deflateSync(Buffer.alloc(length));
    expect(await pngDataIsWhole(png(9, 9, data, [8, 2, 0, 0, 1]))).toBe(true);
    expect(await pngDataIsWhole(png(9, 9, data, [8, 2, 0, 0, 0]))).toBe(false);
  });

  it('refuses data cut short, data too long, and data that does not inflate', async () => {
    const whole = deflateSync(rows(600, 400, 3));
    expect(await pngDataIsWhole(png(600, 400, whole.subarray(0, whole.length - 20)))).toBe(false);
    expect(await pngDataIsWhole(png(600, 400, deflateSync(rows(600, 401, 3))))).toBe(false);
    expect(await pngDataIsWhole(png(600, 400, deflateSync(rows(600, 399, 3))))).toBe(false);
    expect(await pngDataIsWhole(png(600, 400, Buffer.from('not deflate data at all')))).toBe(false);
  });

  it('refuses a header no PNG has, and one that would decode past 256 MB', async () => {
    const data = deflateSync(rows(600, 400, 3));
    expect(await pngDataIsWhole(png(600, 400, data, [7, 2, 0, 0, 0]))).toBe(false);
    expect(await pngDataIsWhole(png(600, 400, data, [8, 5, 0, 0, 0]))).toBe(false);
    expect(await pngDataIsWhole(png(600, 400, data, [8, 2, 1, 0, 0]))).toBe(false);
    expect(await pngDataIsWhole(png(600, 400, data, [8, 2, 0, 0, 2]))).toBe(false);
    expect(await pngDataIsWhole(png(19_000, 19_000, data, [16, 6, 0, 0, 0]))).toBe(false);
  });
});

describe('checkImage', () => {
  it('adds the PNG data check to the shared checks', async () => {
    expect(await checkImage(pngImage(1200, 800))).toEqual({
      type: 'png',
      width: 1200,
      height: 800,
    });
    expect(await checkImage(jpegImage(1200, 800))).toEqual({
      type: 'jpeg',
      width: 1200,
      height: 800,
    });
    const cut = deflateSync(rows(600, 400, 3)).subarray(0, 100);
    expect(await checkImage(png(600, 400, cut))).toEqual({
      code: 'damaged',
      message: IMAGE_MESSAGES.damaged,
    });
    expect(await checkImage(pngImage(1, 1))).toMatchObject({ code: 'too_small' });
  });
});
