import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.js';

describe('lazySchema', () => {
  it('builds nothing until first use, then once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.string() });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ id: 'a' })).toEqual({ id: 'a' });
    expect(z.safeParse(schema, { id: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('parses, reports issues and composes as the schema itself does', () => {
    const item = lazySchema(() => z.object({ n: z.int().check(z.minimum(1)) }));
    const list = lazySchema(() => z.object({ items: z.array(item), note: z.optional(item) }));
    expect(list.parse({ items: [{ n: 1 }] })).toEqual({ items: [{ n: 1 }] });
    const eager = z.object({ items: z.array(z.object({ n: z.int().check(z.minimum(1)) })) });
    const bad = { items: [{ n: 0 }] };
    expect(z.safeParse(list, bad).error?.issues).toEqual(z.safeParse(eager, bad).error?.issues);
    expect(item).toBeInstanceOf(z.ZodMiniObject);
    expect(Object.keys(item.shape)).toEqual(['n']);
    expect(z.partial(item).parse({})).toEqual({});
  });

  it('keeps the type of the schema', () => {
    const schema = lazySchema(() => z.object({ id: z.string() }));
    const value: z.infer<typeof schema> = { id: 'x' };
    expect(schema.parse(value).id).toBe('x');
  });
});
