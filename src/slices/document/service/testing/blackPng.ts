// Test-only: PNGs whose header claims a huge picture in a small file, as a hostile upload would.
import { crc32, createDeflate } from 'node:zlib';

const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value >>> 0);
  return out;
};

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** `length` zero bytes deflated, fed in 1 MiB pieces so they are never held whole. */
export async function deflatedZeros(length: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (part: Buffer) => out.push(part));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const piece = Buffer.alloc(1024 * 1024);
  for (let left = length; left > 0; left -= piece.length) {
    if (!deflate.write(piece.subarray(0, Math.min(left, piece.length)))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

/**
 * A `width`×`height` black RGB PNG (8 bits a channel): zeros deflate about 1000 to 1, so
 * 7000×7000 (147 MB of image data) is a 143 KB file. `rows` deflates only that many rows, for a
 * header whose data is never read.
 */
export async function blackPng(width: number, height: number, rows = height): Promise<Buffer> {
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflatedZeros(rows * (1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
