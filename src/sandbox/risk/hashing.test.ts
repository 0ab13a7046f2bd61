import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex, stableUuid } from './hashing.js';

const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('hashing', () => {
  it('keeps part boundaries apart', () => {
    expect(sha256Hex('ab', 'c')).not.toBe(sha256Hex('a', 'bc'));
    expect(sha256Hex('a')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes a version-8 UUID that only depends on its inputs', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 4 }), (parts) => {
        const id = stableUuid(...parts);
        expect(id).toMatch(UUID_V8);
        expect(stableUuid(...parts)).toBe(id);
      }),
    );
    expect(stableUuid('x')).not.toBe(stableUuid('y'));
  });
});
