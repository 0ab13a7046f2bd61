import { describe, expect, it } from 'vitest';
import { MemoryTable } from './memoryTable.js';

describe('MemoryTable', () => {
  it('copies values in and out, so callers cannot change what is stored', () => {
    const table = new MemoryTable<{ n: number; list: number[] }>();
    const value = { n: 1, list: [1] };
    table.put('a', value);
    value.list.push(2);
    const read = table.get('a');
    expect(read).toEqual({ n: 1, list: [1] });
    if (read) read.n = 99;
    expect(table.get('a')?.n).toBe(1);
    expect(table.has('a')).toBe(true);
    expect(table.get('missing')).toBeUndefined();
  });

  it('updates in one step and writes nothing when the change throws', () => {
    const table = new MemoryTable<{ n: number }>();
    table.put('a', { n: 1 });
    expect(table.update('a', (v) => ({ n: v.n + 1 }))).toEqual({ n: 2 });
    expect(() =>
      table.update('a', (v) => {
        v.n = 50;
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(table.get('a')).toEqual({ n: 2 });
    expect(table.update('missing', (v) => v)).toBeUndefined();
  });

  it('evicts the oldest evictable entries past its size, keeping the others', () => {
    const table = new MemoryTable<{ done: boolean }>({
      maxEntries: 2,
      canEvict: (v) => v.done,
    });
    table.put('live', { done: false });
    table.put('old', { done: true });
    table.put('new', { done: true });
    expect(table.keys()).toEqual(['live', 'new']);
    table.put('live2', { done: false });
    expect(table.keys()).toEqual(['live', 'live2']);
    // Nothing evictable: the table grows rather than drop a live entry.
    table.put('live3', { done: false });
    expect(table.size).toBe(3);
  });

  it('has room below its size, or when an entry could make way', () => {
    const table = new MemoryTable<{ done: boolean }>({ maxEntries: 2, canEvict: (v) => v.done });
    table.put('a', { done: false });
    expect(table.hasRoom()).toBe(true);
    table.put('b', { done: true });
    expect(table.hasRoom()).toBe(true);
    table.update('b', () => ({ done: false }));
    expect(table.hasRoom()).toBe(false);
    expect(new MemoryTable<number>().hasRoom()).toBe(true);
  });

  it('filters and lists in insertion order', () => {
    const table = new MemoryTable<number>();
    for (const n of [3, 1, 2]) table.put(`k${n}`, n);
    table.update('k3', (n) => n * 10);
    expect(table.values()).toEqual([30, 1, 2]);
    expect(table.filter((n) => n < 10)).toEqual([1, 2]);
    expect(table.delete('k1')).toBe(true);
    expect(table.delete('k1')).toBe(false);
  });
});
