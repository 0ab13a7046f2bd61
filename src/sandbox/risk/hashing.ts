import { createHash } from 'node:crypto';

export function sha256Hex(...parts: string[]): string {
  const hash = createHash('sha256');
  // A separator no part can contain keeps ('ab','c') and ('a','bc') apart.
  for (const part of parts) hash.update(`${part.length}:${part}\u0000`);
  return hash.digest('hex');
}

/**
 * A UUID (RFC 9562 version 8, "custom") derived from its inputs: the same inputs always give the
 * same id, so sandbox records are reproducible.
 */
export function stableUuid(...parts: string[]): string {
  const hex = sha256Hex(...parts)
    .slice(0, 32)
    .split('');
  hex[12] = '8';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
