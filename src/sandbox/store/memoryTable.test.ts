import { describe, expect, it } from 'vitest';
import { NftCheckoutError } from '../../api/errors.js';
import { MemoryTable, type MemoryTableOptions } from './memoryTable.js';

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

  it('with sharedReads, hands out the stored value frozen, and update a copy', () => {
    const table = new MemoryTable<{ n: number; list: number[] }>({ sharedReads: true });
    const value = { n: 1, list: [1] };
    table.put('a', value);
    value.list.push(2);
    const read = table.get('a');
    expect(read).toEqual({ n: 1, list: [1] });
    expect(table.get('a')).toBe(read);
    expect(() => read?.list.push(3)).toThrow(TypeError);
    const next = table.update('a', (v) => {
      v.n = 2;
      return v;
    });
    expect(next).toEqual({ n: 2, list: [1] });
    expect(read).toEqual({ n: 1, list: [1] });
    expect(table.get('a')).not.toBe(read);
    expect(Object.isFrozen(table.get('a')?.list)).toBe(true);
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

  interface Row {
    group: string;
    order?: string;
    done?: boolean;
  }
  const capped = (max: number, extra: Partial<MemoryTableOptions<Row>> = {}) =>
    new MemoryTable<Row>({
      caps: [{ groupOf: (r) => r.group, max, fullMessage: (r) => `group ${r.group} is full` }],
      canEvict: (r) => r.done === true,
      ...extra,
    });

  it("drops the oldest evictable entry of a full group, never another group's", () => {
    const dropped: Row[] = [];
    const table = capped(2, { onEvict: (r) => dropped.push({ ...r }) });
    table.put('live', { group: 'a' });
    table.put('old', { group: 'a', done: true });
    table.put('other', { group: 'b', done: true });
    table.put('new', { group: 'a', done: true });
    expect(table.keys()).toEqual(['live', 'other', 'new']);
    expect(dropped).toEqual([{ group: 'a', done: true }]);
  });

  it('refuses with 429 RATE_LIMITED when a full group has nothing that may go', () => {
    const table = capped(2);
    table.put('a1', { group: 'a' });
    table.put('a2', { group: 'a' });
    table.put('b1', { group: 'b', done: true });
    let refusal: unknown;
    try {
      table.put('a3', { group: 'a' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(NftCheckoutError);
    expect(refusal).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      message: 'group a is full',
    });
    expect(table.keys()).toEqual(['a1', 'a2', 'b1']);
    // A replacement takes no new room; a deletion makes some.
    table.put('a1', { group: 'a', order: 'x' });
    expect(table.get('a1')).toEqual({ group: 'a', order: 'x' });
    table.delete('a2');
    table.put('a3', { group: 'a' });
    expect(table.keys()).toEqual(['a1', 'b1', 'a3']);
  });

  it('checks every cap before dropping anything', () => {
    const table = new MemoryTable<Row>({
      caps: [
        { groupOf: (r) => r.group, max: 2, fullMessage: () => 'merchant full' },
        { groupOf: (r) => r.order, max: 1, fullMessage: () => 'order full' },
      ],
      canEvict: (r) => r.done === true,
    });
    table.put('x', { group: 'm', order: 'o1', done: true });
    table.put('y', { group: 'm', order: 'o2' });
    // The merchant could make room (x), but the order cannot: nothing is dropped.
    expect(() => table.put('z', { group: 'm', order: 'o2' })).toThrow('order full');
    expect(table.keys()).toEqual(['x', 'y']);
    // An entry outside every group (no order) only counts for the merchant.
    table.put('w', { group: 'm' });
    expect(table.keys()).toEqual(['y', 'w']);
  });

  it('is unbounded without caps', () => {
    const table = new MemoryTable<number>();
    for (let i = 0; i < 100; i++) table.put(`k${i}`, i);
    expect(table.size).toBe(100);
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
