import type { BitReader } from './bitReader.js';

const MAX_BITS = 15;
/** Codes up to this long decode with one table look-up; longer ones (rare) a bit at a time. */
const FAST_BITS = 10;

/** A canonical Huffman code (RFC 1951, 3.2.2). */
export interface Huffman {
  /** How many codes of each length, and the symbols in code order. */
  counts: Uint16Array;
  symbols: Uint16Array;
  /** By the next FAST_BITS bits of the stream: symbol << 4 | code length, 0 for a longer code. */
  fast: Uint32Array;
}

/** `code`'s lowest `length` bits in reverse order: the stream sends codes from their top bit. */
function reversed(code: number, length: number): number {
  let out = 0;
  for (let i = 0; i < length; i++) out = (out << 1) | ((code >> i) & 1);
  return out;
}

/** The fast table: each code of up to FAST_BITS bits fills every entry that starts with it. */
function fastTable(counts: Uint16Array, symbols: Uint16Array): Uint32Array {
  const fast = new Uint32Array(1 << FAST_BITS);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= FAST_BITS; length++) {
    for (let n = 0; n < (counts[length] as number); n++, code++, index++) {
      const entry = ((symbols[index] as number) << 4) | length;
      for (let at = reversed(code, length); at < fast.length; at += 1 << length) fast[at] = entry;
    }
    code <<= 1;
  }
  return fast;
}

/**
 * The code of these code lengths (0: symbol unused), or undefined for lengths no code has: more
 * codes than the lengths allow, or too few to fill them. zlib's rules: a set with no codes is
 * kept (decoding from it fails), and a single code of one bit may leave the other unused, except
 * in the code of code lengths (`complete`).
 */
export function huffman(lengths: ArrayLike<number>, complete = false): Huffman | undefined {
  const counts = new Uint16Array(MAX_BITS + 1);
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol] as number;
    counts[length] = (counts[length] as number) + 1;
  }
  counts[0] = 0;
  let used = 0;
  let left = 1;
  for (let length = 1; length <= MAX_BITS; length++) {
    used += counts[length] as number;
    left = (left << 1) - (counts[length] as number);
    if (left < 0) return undefined;
  }
  if (left > 0 && used > 0 && (complete || used !== 1 || counts[1] !== 1)) return undefined;
  const offsets = new Uint16Array(MAX_BITS + 2);
  for (let length = 1; length <= MAX_BITS; length++) {
    offsets[length + 1] = (offsets[length] as number) + (counts[length] as number);
  }
  const symbols = new Uint16Array(used);
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol] as number;
    if (length === 0) continue;
    const at = offsets[length] as number;
    symbols[at] = symbol;
    offsets[length] = at + 1;
  }
  return { counts, symbols, fast: fastTable(counts, symbols) };
}

/** A code longer than FAST_BITS, read a bit at a time; -1 for bits that are no code. */
function slowSymbol(reader: BitReader, code: Huffman): number {
  let bits = 0;
  let first = 0;
  let index = 0;
  for (let length = 1; length <= MAX_BITS; length++) {
    bits |= reader.bits(1);
    const count = code.counts[length] as number;
    if (bits - first < count) return code.symbols[index + bits - first] as number;
    index += count;
    first = (first + count) << 1;
    bits <<= 1;
  }
  return -1;
}

/** The next symbol of `code`, or -1 for bits that are no code. */
export function decodeSymbol(reader: BitReader, code: Huffman): number {
  const entry = code.fast[reader.peek(FAST_BITS)] as number;
  if (entry === 0) return slowSymbol(reader, code);
  reader.drop(entry & 15);
  return entry >>> 4;
}
