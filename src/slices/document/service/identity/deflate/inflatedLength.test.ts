// The counted length against zlib itself, on data zlib compressed every way it can, split at
// random, cut off and damaged.

import { constants, deflateSync, inflateRawSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deflatedZeros } from '../../testing/blackPng.js';
import { inflatedLength } from './inflatedLength.js';

/** Bytes with runs and repeats, as image rows have, or plain noise. */
const data = fc.oneof(
  fc.uint8Array({ maxLength: 5000 }),
  fc
    .array(
      fc.tuple(fc.uint8Array({ minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 300 })),
      {
        maxLength: 60,
      },
    )
    .map((runs) => Buffer.concat(runs.flatMap(([bytes, times]) => Array(times).fill(bytes)))),
);

const options = fc.record({
  level: fc.integer({ min: 0, max: 9 }),
  strategy: fc.constantFrom(
    constants.Z_DEFAULT_STRATEGY,
    constants.Z_FILTERED,
    constants.Z_HUFFMAN_ONLY,
    constants.Z_RLE,
    constants.Z_FIXED,
  ),
  windowBits: fc.integer({ min: 9, max: 15 }),
  memLevel: fc.integer({ min: 1, max: 9 }),
});

/** `bytes` cut at the given fractions of its length. */
function split(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((cut) => Math.floor(cut * bytes.length)))].sort((a, b) => a - b);
  return [0, ...at].map((start, i) => bytes.subarray(start, at[i] ?? bytes.length));
}

/** What zlib inflates `bytes` to, its Adler-32 left unchecked (the count cannot check it). */
function zlibLength(bytes: Buffer): number | undefined {
  try {
    return inflateSync(bytes).length;
  } catch {
    try {
      // The header alone, then the stream raw: only the checksum may have been wrong. zlib asks
      // for a preset dictionary only once it has its id, four bytes past the header.
      if (((bytes[1] ?? 0) & 0x20) !== 0) return undefined;
      inflateSync(bytes.subarray(0, 2), { finishFlush: constants.Z_SYNC_FLUSH });
      // `info` adds the engine, whose bytesWritten is the input the stream used.
      const raw = inflateRawSync(bytes.subarray(2), { info: true }) as unknown as {
        buffer: Buffer;
        engine: { bytesWritten: number };
      };
      const trailer = bytes.length - 2 - raw.engine.bytesWritten;
      return trailer >= 4 ? raw.buffer.length : undefined;
    } catch {
      return undefined;
    }
  }
}

describe('inflatedLength', () => {
  it('counts what zlib inflates, however the data was compressed and split', async () => {
    await fc.assert(
      fc.asyncProperty(
        data,
        options,
        fc.array(fc.double({ min: 0, max: 1 })),
        async (raw, o, cuts) => {
          const parts = split(deflateSync(raw, o), cuts);
          expect(await inflatedLength(parts, Number.POSITIVE_INFINITY)).toBe(raw.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a header damaged into asking for a dictionary, as zlib does', async () => {
    // Found by the property below: empty data stored with a 512-byte window, its flags byte
    // flipped into a valid check with the dictionary bit set.
    const damaged = Buffer.from('18760100 00ffff00 000001'.replaceAll(' ', ''), 'hex');
    expect(zlibLength(damaged)).toBe(undefined);
    expect(await inflatedLength([damaged], 100)).toBe(undefined);
  });

  it('never accepts damaged data zlib refuses, and counts as zlib does what it accepts', async () => {
    await fc.assert(
      fc.asyncProperty(
        data,
        options,
        fc.array(fc.tuple(fc.double({ min: 0, max: 1 }), fc.integer({ min: 1, max: 255 })), {
          minLength: 1,
          maxLength: 4,
        }),
        async (raw, o, flips) => {
          const damaged = Buffer.from(deflateSync(raw, o));
          for (const [where, bits] of flips) {
            const at = Math.floor(where * damaged.length);
            damaged[at] = (damaged[at] as number) ^ bits;
          }
          const counted = await inflatedLength([damaged], Number.POSITIVE_INFINITY);
          expect(counted).toBe(zlibLength(damaged));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses data cut anywhere, the last byte of the checksum included', async () => {
    const whole = deflateSync(Buffer.alloc(70_000, 7));
    for (let length = 0; length < whole.length; length++) {
      expect(await inflatedLength([whole.subarray(0, length)], 1e9), `cut at ${length}`).toBe(
        undefined,
      );
    }
    expect(await inflatedLength([whole], 1e9)).toBe(70_000);
  });

  it('stops at the budget', async () => {
    const stream = deflateSync(Buffer.alloc(100_000));
    expect(await inflatedLength([stream], 100_000)).toBe(100_000);
    expect(await inflatedLength([stream], 99_999)).toBe(undefined);
    expect(await inflatedLength([deflateSync(Buffer.alloc(100_000), { level: 0 })], 99_999)).toBe(
      undefined,
    );
  });

  it('refuses a header zlib refuses: another method, a window past 32 KiB, a dictionary', async () => {
    const stream = Buffer.from(deflateSync(Buffer.from('photo')));
    const header = (method: number, flags: number) => {
      const check = 31 - (((method << 8) | flags) % 31);
      return Buffer.concat([Buffer.from([method, flags + (check % 31)]), stream.subarray(2)]);
    };
    expect(await inflatedLength([header(0x78, 0x80)], 100)).toBe(5);
    expect(await inflatedLength([header(0x77, 0x80)], 100)).toBe(undefined);
    expect(await inflatedLength([header(0x88, 0x80)], 100)).toBe(undefined);
    expect(await inflatedLength([header(0x78, 0xa0)], 100)).toBe(undefined);
    expect(await inflatedLength([Buffer.from([0x78, 0x9d]), stream.subarray(2)], 100)).toBe(
      undefined,
    );
  });

  it('counts 147 MB of zeros from 143 KB without producing them', async () => {
    const length = 7000 * (1 + 7000 * 3);
    const stream = await deflatedZeros(length);
    expect(stream.length).toBeLessThan(150_000);
    expect(await inflatedLength([stream], length)).toBe(length);
  });
});
