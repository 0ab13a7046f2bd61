import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { summarizeIssues, toFieldIssues } from './issues.js';

function issuesOf(schema: z.ZodMiniType, value: unknown, prefix: PropertyKey[] = []) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return toFieldIssues(result.error.issues, prefix);
}

describe('toFieldIssues', () => {
  it.each([
    ['a missing field', z.object({ a: z.string() }), {}, 'a', 'is required'],
    ['a wrong type', z.object({ a: z.string() }), { a: 1 }, 'a', 'must be string'],
    [
      'a short string',
      z.object({ a: z.string().check(z.minLength(2)) }),
      { a: 'x' },
      'a',
      'must have at least 2 characters',
    ],
    [
      'a long string',
      z.object({ a: z.string().check(z.maxLength(2)) }),
      { a: 'xyz' },
      'a',
      'must have at most 2 characters',
    ],
    [
      'a short array',
      z.object({ a: z.array(z.number()).check(z.minLength(1)) }),
      { a: [] },
      'a',
      'must have at least 1 items',
    ],
    [
      'a small number',
      z.object({ a: z.number().check(z.minimum(0)) }),
      { a: -1 },
      'a',
      'must be at least 0',
    ],
    [
      'a large number',
      z.object({ a: z.number().check(z.lt(5)) }),
      { a: 5 },
      'a',
      'must be less than 5',
    ],
    ['a bad format', z.object({ a: z.uuid() }), { a: 'x' }, 'a', 'must be a valid uuid'],
    [
      'a regex mismatch',
      z.object({ a: z.string().check(z.regex(/^x$/)) }),
      { a: 'y' },
      'a',
      'must be a valid value',
    ],
    [
      'an enum value',
      z.object({ a: z.enum(['x', 'y']) }),
      { a: 'z' },
      'a',
      'must be one of "x", "y"',
    ],
    ['unknown keys', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, '', 'has unknown keys b'],
    [
      'a non-multiple',
      z.object({ a: z.number().check(z.multipleOf(5)) }),
      { a: 7 },
      'a',
      'must be a multiple of 5',
    ],
    [
      'a custom message',
      z.object({ a: z.string().check(z.minLength(1, { error: 'must not be empty' })) }),
      { a: '' },
      'a',
      'must not be empty',
    ],
  ])('describes %s', (_name, schema, value, path, message) => {
    expect(issuesOf(schema, value)).toEqual([{ path, message }]);
  });

  it('names the bad key of a record', () => {
    const schema = z.record(
      z.string().check(z.regex(/^[A-Z]+$/, { error: 'must be upper case' })),
      z.number(),
    );
    expect(issuesOf(schema, { ab: 1 })).toEqual([
      { path: 'ab', message: 'key must be upper case' },
    ]);
  });

  it('shows a key only when it cannot hold a card number, CVC or SSN', () => {
    const schema = z.record(z.string(), z.array(z.string()));
    for (const key of ['cvc 125', '4242424242424242', '078-05-1120', 'a123', 'é', 'x'.repeat(65)]) {
      expect(issuesOf(schema, { [key]: 1 }), key).toEqual([
        { path: '[key]', message: 'must be array' },
      ]);
    }
    for (const key of ['US-CA', 'customer_id', 'OS', 'v12', '--nftc-color-text']) {
      expect(issuesOf(schema, { [key]: 1 })).toEqual([{ path: key, message: 'must be array' }]);
    }
    const strict = z.strictObject({ a: z.string() });
    expect(issuesOf(strict, { a: 'x', b: 1, '4242424242424242': 1, 'cvc 125': 2 })).toEqual([
      { path: '', message: 'has unknown keys b, [key], [key]' },
    ]);
  });

  it('joins nested paths with dots, array indexes included, under a prefix', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.string() })) });
    expect(issuesOf(schema, { items: [{ id: 'a' }, { id: 2 }] }, ['body'])).toEqual([
      { path: 'body.items.1.id', message: 'must be string' },
    ]);
  });

  it('without reportInput, says the expected type of a missing or mistyped field', () => {
    const schema = z.object({ a: z.string(), b: z.number() });
    const result = schema.safeParse({ b: 'x' });
    expect(result.success ? [] : toFieldIssues(result.error.issues)).toEqual([
      { path: 'a', message: 'must be string' },
      { path: 'b', message: 'must be number' },
    ]);
  });

  it('says when no shape of a union matches', () => {
    const schema = z.union([z.string(), z.number()]);
    expect(issuesOf(schema, true)).toEqual([
      { path: '', message: 'does not match any accepted shape' },
    ]);
  });
});

describe('summarizeIssues', () => {
  it('lists each failing field in one sentence', () => {
    expect(
      summarizeIssues([
        { path: 'nft.price', message: 'must be at least 0' },
        { path: '', message: 'is invalid' },
      ]),
    ).toBe('nft.price must be at least 0; is invalid');
    expect(summarizeIssues([])).toBe('');
  });
});
