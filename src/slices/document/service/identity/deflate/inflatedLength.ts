import { BitReader } from './bitReader.js';
import { type BlockCodes, dynamicCodes, FIXED_CODES } from './blockCodes.js';
import { decodeSymbol } from './huffman.js';

/** Lengths and distances of RFC 1951, 3.2.5: the base of each code and its extra bits. */
const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];

/** Symbols read between two pauses: a few milliseconds, so other requests are served meanwhile. */
const SYMBOLS_PER_STEP = 1 << 16;

/**
 * How far back a distance may reach. zlib keeps 32 KiB whatever window the header names, and
 * the sandbox accepted what zlib accepts.
 */
const WINDOW = 32 * 1024;

/**
 * The total after a compressed block: `total` plus the bytes its symbols stand for; -1 for a
 * symbol no code has, a distance before the data's start or past the window, cut-off data, or a
 * total past the budget. Pauses (yields) every SYMBOLS_PER_STEP symbols.
 */
function* compressedBlock(reader: BitReader, codes: BlockCodes, total: number, budget: number) {
  let length = total;
  for (let symbols = 1; ; symbols++) {
    if (symbols % SYMBOLS_PER_STEP === 0) yield;
    const symbol = decodeSymbol(reader, codes.literals);
    if (reader.overrun || symbol < 0 || symbol > 285) return -1;
    if (symbol === 256) return length;
    if (symbol < 256) length += 1;
    else {
      const code = symbol - 257;
      const run = (LENGTH_BASE[code] as number) + reader.bits(LENGTH_EXTRA[code] as number);
      const far = decodeSymbol(reader, codes.distances);
      if (far < 0 || far > 29) return -1;
      const distance = (DISTANCE_BASE[far] as number) + reader.bits(DISTANCE_EXTRA[far] as number);
      if (distance > Math.min(length, WINDOW)) return -1;
      length += run;
    }
    if (length > budget) return -1;
  }
}

/** Whether the zlib header (RFC 1950) is one zlib reads: deflate, a window of at most 32 KiB, no
 * preset dictionary (no PNG has one), its check bits right. */
function headerIsValid(reader: BitReader): boolean {
  const method = reader.bits(8);
  const flags = reader.bits(8);
  return (
    !reader.overrun &&
    (method & 0x0f) === 8 &&
    method >> 4 <= 7 &&
    ((method << 8) | flags) % 31 === 0 &&
    (flags & 0x20) === 0
  );
}

/** The blocks to the last one and the trailer's four bytes; pauses as `compressedBlock` does. */
function* inflatedSteps(parts: readonly Uint8Array[], budget: number) {
  const reader = new BitReader(parts);
  if (!headerIsValid(reader)) return undefined;
  let total = 0;
  for (let last = 0; !last; ) {
    last = reader.bits(1);
    const type = reader.bits(2);
    if (type === 0) {
      reader.alignToByte();
      const size = reader.bits(16);
      if (reader.bits(16) !== (~size & 0xffff) || !reader.skipBytes(size)) return undefined;
      total += size;
    } else {
      const codes = type === 1 ? FIXED_CODES : type === 2 ? dynamicCodes(reader) : undefined;
      if (!codes) return undefined;
      total = yield* compressedBlock(reader, codes, total, budget);
    }
    if (reader.overrun || total < 0 || total > budget) return undefined;
  }
  reader.alignToByte();
  return reader.skipBytes(4) ? total : undefined;
}

/**
 * How many bytes zlib data (RFC 1950) inflates to, found without producing them: a literal
 * counts one, a back-reference its length, a stored block its size. Memory stays a few
 * kilobytes whatever the data claims, and the time follows the compressed size. Undefined for
 * data zlib refuses (a bad header, an invalid code or block, a distance too far back, a cut-off
 * stream or trailer) or past `budget`. The Adler-32 trailer must be there but is not compared:
 * that would need the inflated bytes.
 */
export async function inflatedLength(
  parts: readonly Uint8Array[],
  budget: number,
): Promise<number | undefined> {
  const steps = inflatedSteps(parts, budget);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
