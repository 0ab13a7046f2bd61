/**
 * Reads a deflate stream's bits, least significant first, across the pieces it is split into (a
 * PNG's IDAT chunks) without joining them. Past the end it reads zero bits and sets `overrun`
 * once one is used, so a decoder checks once per symbol rather than on every read.
 */
export class BitReader {
  overrun = false;
  private part = 0;
  private piece: Uint8Array;
  private at = 0;
  private buffer = 0;
  private held = 0;
  /** How many of the held bits (the last ones) are zeros read past the end. */
  private padding = 0;

  constructor(private readonly parts: readonly Uint8Array[]) {
    this.piece = parts[0] ?? new Uint8Array(0);
  }

  /** The next whole byte, or -1 at the end. */
  private nextByte(): number {
    while (this.at >= this.piece.length) {
      if (this.part + 1 >= this.parts.length) return -1;
      this.part += 1;
      this.piece = this.parts[this.part] as Uint8Array;
      this.at = 0;
    }
    return this.piece[this.at++] as number;
  }

  /** The next `count` bits (at most 16), left to be read. */
  peek(count: number): number {
    while (this.held < count) {
      const byte = this.nextByte();
      if (byte < 0) this.padding += 8;
      else this.buffer |= byte << this.held;
      this.held += 8;
    }
    return this.buffer & ((1 << count) - 1);
  }

  drop(count: number): void {
    this.buffer >>>= count;
    this.held -= count;
    // Fewer bits held than were padded: some of the padding was used.
    if (this.held < this.padding) this.overrun = true;
  }

  /** The next `count` bits (at most 16). */
  bits(count: number): number {
    const value = this.peek(count);
    this.drop(count);
    return value;
  }

  /** Drops what is left of the current byte: stored blocks and the trailer start on a byte. */
  alignToByte(): void {
    this.drop(this.held & 7);
  }

  /** Skips `count` whole bytes, once aligned; false when fewer are left. */
  skipBytes(count: number): boolean {
    let left = count;
    for (; left > 0 && this.held >= 8; left--) this.drop(8);
    for (;;) {
      const step = Math.min(left, this.piece.length - this.at);
      left -= step;
      this.at += step;
      if (left === 0 || this.part + 1 >= this.parts.length) break;
      this.part += 1;
      this.piece = this.parts[this.part] as Uint8Array;
      this.at = 0;
    }
    return left === 0 && !this.overrun;
  }
}
