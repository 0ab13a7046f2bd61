import { describe, expect, it } from 'vitest';
import { createPhotoSlots, PHOTO_SLOTS } from './photoSlots.js';

/** A check that ends when the test says so. */
function pending() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe('createPhotoSlots', () => {
  it('gives each merchant its own places, and each place back once', () => {
    const checks = createPhotoSlots();
    const leaves = Array.from({ length: PHOTO_SLOTS.perMerchant }, () => checks.admit('m1'));
    expect(leaves.every(Boolean)).toBe(true);
    expect(checks.admit('m1')).toBeUndefined();
    expect(checks.admit('m2')).toBeTypeOf('function');
    leaves[0]?.();
    leaves[0]?.();
    expect(checks.admit('m1')).toBeTypeOf('function');
    expect(checks.admit('m1')).toBeUndefined();
  });

  it('runs at most `atOnce` checks, the waiting ones in the order they came', async () => {
    const checks = createPhotoSlots({ perMerchant: 8, atOnce: 2 });
    const started: number[] = [];
    const gates = [pending(), pending(), pending(), pending()];
    const runs = gates.map((gate, i) =>
      checks.run(async () => {
        started.push(i);
        await gate.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.finish();
    expect(await runs[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.finish();
    await runs[0];
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]?.finish();
    gates[3]?.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('passes the turn on when a check fails', async () => {
    const checks = createPhotoSlots({ perMerchant: 8, atOnce: 1 });
    const failed = checks.run(() => Promise.reject(new Error('damaged')));
    const next = checks.run(async () => 'next');
    await expect(failed).rejects.toThrow('damaged');
    expect(await next).toBe('next');
  });
});
