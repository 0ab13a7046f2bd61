import { describe, expect, it } from 'vitest';
import { copyData } from './copyData.js';

describe('copyData', () => {
  it('copies nested objects and arrays, sharing nothing', () => {
    const original = { a: 1, b: 'x', c: null, d: [1, { e: true }], f: { g: [2, 3] }, h: undefined };
    const copy = copyData(original);
    expect(copy).toEqual(original);
    expect('h' in copy).toBe(true);
    expect(copy.d).not.toBe(original.d);
    expect(copy.d[1]).not.toBe(original.d[1]);
    expect(copy.f.g).not.toBe(original.f.g);
    (copy.f.g as number[]).push(4);
    expect(original.f.g).toEqual([2, 3]);
  });

  it('keeps a __proto__ member as data, never as the prototype', () => {
    const original = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}') as Record<
      string,
      unknown
    >;
    const copy = copyData(original);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(copy)).toEqual(['__proto__', 'ok']);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(original));
  });

  it('returns primitives as they are', () => {
    expect(copyData(5)).toBe(5);
    expect(copyData('s')).toBe('s');
    expect(copyData(null)).toBeNull();
  });
});
