import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseJson, queryObject, readBody } from './body.js';

function request(chunks: Buffer[], headers: Record<string, string> = {}): IncomingMessage {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  queueMicrotask(() => {
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
  return stream as unknown as IncomingMessage;
}

describe('readBody', () => {
  it('reads a body within the limit', async () => {
    await expect(readBody(request([Buffer.from('{"a":'), Buffer.from('1}')]), 10)).resolves.toBe(
      '{"a":1}',
    );
  });

  it('refuses a body past the limit with 413, whatever the declared length', async () => {
    await expect(readBody(request([Buffer.alloc(11, 'a')]), 10)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
    });
    await expect(
      readBody(request([Buffer.from('{}')], { 'content-length': '99999' }), 10),
    ).rejects.toMatchObject({ status: 413 });
  });

  it('refuses bytes that are not UTF-8', async () => {
    await expect(readBody(request([Buffer.from([0xff, 0xfe])]), 10)).rejects.toMatchObject({
      code: 'VALIDATION',
      status: 400,
    });
  });
});

describe('parseJson', () => {
  it('reads JSON, treats an empty body as missing, and drops __proto__ members', () => {
    expect(parseJson(' ')).toBeUndefined();
    const value = parseJson('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>;
    expect(value).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('answers 400 without quoting the input', () => {
    try {
      parseJson('{"number":"4242424242424242"');
      expect.fail('should throw');
    } catch (error) {
      expect(error).toMatchObject({ code: 'VALIDATION', status: 400 });
      expect(String((error as Error).message)).not.toContain('4242');
    }
  });
});

describe('parseJson bounds', () => {
  const nested = (levels: number) =>
    `${'{"a":'.repeat(levels - 1)}{"leaf":1}${'}'.repeat(levels - 1)}`;
  const refusal = (text: string) => {
    try {
      parseJson(text);
    } catch (error) {
      return error as {
        code: string;
        status: number;
        message: string;
        issues: { path: string; message: string }[];
      };
    }
    return expect.fail('should throw');
  };

  it('accepts 32 levels and refuses a 33rd with 400 and its path', () => {
    expect(parseJson(nested(32))).toBeTypeOf('object');
    expect(refusal(nested(33))).toMatchObject({
      code: 'VALIDATION',
      status: 400,
      issues: [{ path: Array(32).fill('a').join('.'), message: 'nests deeper than 32 levels' }],
    });
  });

  it('refuses very deep input for its depth, not as broken JSON', () => {
    for (const text of [nested(5000), `${'['.repeat(20_000)}${']'.repeat(20_000)}`]) {
      expect(refusal(text).issues[0]?.message).toBe('nests deeper than 32 levels');
    }
  });

  it('refuses an object with more than 1000 members', () => {
    const members = (n: number) =>
      JSON.stringify({
        inner: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])),
      });
    expect(parseJson(members(1000))).toBeTypeOf('object');
    const top = JSON.stringify(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [i, i])));
    expect(refusal(top)).toMatchObject({
      message: 'Invalid request body: has more than 1000 members.',
      issues: [{ path: '', message: 'has more than 1000 members' }],
    });
    expect(refusal(members(1001))).toMatchObject({
      issues: [{ path: 'inner', message: 'has more than 1000 members' }],
    });
  });

  it('drops __proto__ members at any depth', () => {
    const value = parseJson('{"a":[{"__proto__":{"polluted":true},"b":1}]}') as {
      a: Record<string, unknown>[];
    };
    expect(value).toEqual({ a: [{ b: 1 }] });
    expect(Object.hasOwn(value.a[0] as object, '__proto__')).toBe(false);
  });
});

describe('queryObject', () => {
  it('keeps single values and turns repeats into arrays', () => {
    expect(queryObject(new URLSearchParams('a=1&b=2&b=3&__proto__=x'))).toEqual({
      a: '1',
      b: ['2', '3'],
    });
  });
});
