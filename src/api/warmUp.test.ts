import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from './lazySchema.js';

const tasks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./nextTask.js', async (original) => {
  const { nextTask } = await original<typeof import('./nextTask.js')>();
  return {
    nextTask: () => {
      tasks.count++;
      return nextTask();
    },
  };
});

const { warmUp } = await import('./warmUp.js');

/** A schema whose parts record when they are built (lazySchema builds on first touch). */
function sessionLike(built: string[]) {
  const part = <T extends z.ZodMiniType>(name: string, make: () => T) =>
    lazySchema(() => {
      built.push(name);
      return make();
    });
  return z.object({
    id: part('id', () => z.string()),
    order: z.object({
      price: part('price', () => z.number()),
      lines: z.array(z.object({ sku: part('sku', () => z.string()) })),
    }),
    note: z.optional(part('note', () => z.string())),
  });
}

const value = { id: 'o_1', order: { price: 5, lines: [{ sku: 'a' }] }, note: 'hi' };

describe('warmUp', () => {
  beforeEach(() => {
    tasks.count = 0;
  });

  it('builds and parses each part in a task of its own, none before the first', async () => {
    const built: string[] = [];
    const schema = sessionLike(built);
    const warming = warmUp(schema, value);
    expect(built).toEqual([]);
    await warming;
    expect(built).toEqual(['id', 'price', 'sku', 'note']);
    // One per part: the session, id, order, price, lines, a line, note and its string.
    expect(tasks.count).toBe(8);
    expect(schema.parse(value)).toEqual(value);
  });

  it('runs once per schema', async () => {
    const schema = sessionLike([]);
    await warmUp(schema, value);
    const first = tasks.count;
    await warmUp(schema, value);
    expect(tasks.count).toBe(first);
  });

  it('takes any value without throwing: the parse after it gives the same issues', async () => {
    const built: string[] = [];
    const schema = sessionLike(built);
    const bad = { id: 7, order: 'none', note: null };
    const before = sessionLike([]).safeParse(bad);
    await expect(warmUp(schema, bad)).resolves.toBeUndefined();
    await expect(warmUp(sessionLike([]), undefined)).resolves.toBeUndefined();
    await expect(warmUp(sessionLike([]), [1, 2])).resolves.toBeUndefined();
    const after = schema.safeParse(bad);
    expect(after.success).toBe(false);
    expect(after.error?.issues).toEqual(before.error?.issues);
  });
});
