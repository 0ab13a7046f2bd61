import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { NftCheckoutError } from '../../api/errors.js';
import { isUploadContentType, readBinaryBody } from './binaryBody.js';

function request(chunks: Buffer[], headers: Record<string, string> = {}) {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  queueMicrotask(() => {
    for (const chunk of chunks) {
      if (stream.destroyed) break;
      stream.write(chunk);
    }
    stream.end();
  });
  return { req: stream as unknown as IncomingMessage, stream };
}

const tooLarge = () => new NftCheckoutError('PAYLOAD_TOO_LARGE', 'too large', { status: 413 });

describe('readBinaryBody', () => {
  it('reads bytes as they are, up to the limit', async () => {
    const { req } = request([Buffer.from([0xff, 0xd8]), Buffer.from([0x00, 0xfe])]);
    expect([...(await readBinaryBody(req, 4, tooLarge))]).toEqual([0xff, 0xd8, 0x00, 0xfe]);
  });

  it('refuses at once a body whose Content-Length is over the limit', async () => {
    const { req } = request([Buffer.alloc(10)], { 'content-length': '20000000' });
    await expect(readBinaryBody(req, 4, tooLarge)).rejects.toMatchObject({ status: 413 });
  });

  it('refuses a body without a length once it ends past the limit, keeping none of it', async () => {
    const { req } = request([Buffer.alloc(3), Buffer.alloc(3)]);
    await expect(readBinaryBody(req, 4, tooLarge)).rejects.toMatchObject({ status: 413 });
  });

  it('drops the connection of a body far past the limit instead of reading it all', async () => {
    const { req, stream } = request(Array.from({ length: 100 }, () => Buffer.alloc(4)));
    await expect(readBinaryBody(req, 4, tooLarge)).rejects.toMatchObject({ status: 413 });
    expect(stream.destroyed).toBe(true);
  });
});

describe('isUploadContentType', () => {
  it.each([
    ['image/jpeg', true],
    ['IMAGE/PNG; name=x', true],
    ['image/heic', true],
    ['application/octet-stream', true],
    ['image/', false],
    ['text/plain', false],
    ['multipart/form-data; boundary=x', false],
    [undefined, false],
    [`image/${'x'.repeat(300)}`, false],
  ] as const)('%s → %s', (header, ok) => {
    expect(isUploadContentType(header)).toBe(ok);
  });
});
