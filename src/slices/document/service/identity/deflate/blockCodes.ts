import type { BitReader } from './bitReader.js';
import { decodeSymbol, type Huffman, huffman } from './huffman.js';

/** The two codes a compressed block is read with: literals and lengths, and distances. */
export interface BlockCodes {
  literals: Huffman;
  distances: Huffman;
}

const fixedLengths = Array.from({ length: 288 }, (_, symbol) =>
  symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8,
);

/** The codes of a block of type 1 (RFC 1951, 3.2.6); distance codes 30 and 31 never occur. */
export const FIXED_CODES: BlockCodes = {
  literals: huffman(fixedLengths) as Huffman,
  distances: huffman(new Array<number>(32).fill(5)) as Huffman,
};

/** The order the code length code's own lengths come in (3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** The code lengths a dynamic block's header lists, or undefined for a header that is no valid one. */
function codeLengths(reader: BitReader, total: number): number[] | undefined {
  const count = reader.bits(4) + 4;
  const own = new Array<number>(19).fill(0);
  for (let i = 0; i < count; i++) own[CODE_LENGTH_ORDER[i] as number] = reader.bits(3);
  const code = huffman(own, true);
  if (!code) return undefined;
  const lengths: number[] = [];
  while (lengths.length < total) {
    const symbol = decodeSymbol(reader, code);
    if (symbol < 0 || reader.overrun) return undefined;
    if (symbol < 16) {
      lengths.push(symbol);
      continue;
    }
    // 16 repeats the last length 3 to 6 times; 17 and 18 give 3 to 10 and 11 to 138 zeros.
    if (symbol === 16 && lengths.length === 0) return undefined;
    const repeated = symbol === 16 ? (lengths.at(-1) as number) : 0;
    const times =
      symbol === 16 ? 3 + reader.bits(2) : symbol === 17 ? 3 + reader.bits(3) : 11 + reader.bits(7);
    if (lengths.length + times > total) return undefined;
    for (let i = 0; i < times; i++) lengths.push(repeated);
  }
  return lengths;
}

/** The codes of a block of type 2 (3.2.7), from its header, or undefined for an invalid one. */
export function dynamicCodes(reader: BitReader): BlockCodes | undefined {
  const literalCount = reader.bits(5) + 257;
  const distanceCount = reader.bits(5) + 1;
  if (literalCount > 286 || distanceCount > 30) return undefined;
  const lengths = codeLengths(reader, literalCount + distanceCount);
  // Without an end-of-block code no block could end.
  if (!lengths || lengths[256] === 0) return undefined;
  const literals = huffman(lengths.slice(0, literalCount));
  const distances = huffman(lengths.slice(literalCount));
  return literals && distances ? { literals, distances } : undefined;
}
