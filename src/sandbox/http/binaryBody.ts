import type { IncomingMessage } from 'node:http';
import type { NftCheckoutError } from '../../api/errors.js';
import { rejectOnAbort } from './aborted.js';

/** `image/…` or `application/octet-stream`: what a file upload may be declared as. */
export function isUploadContentType(header: string | undefined): boolean {
  if (header === undefined || header.length > 200) return false;
  const type = (header.split(';')[0] ?? '').trim().toLowerCase();
  return type === 'application/octet-stream' || (type.startsWith('image/') && type.length > 6);
}

/** A body sent without a length is read (and thrown away) up to this many times the limit. */
const DRAIN_FACTOR = 4;

/**
 * Reads a raw body of at most `limit` bytes. A larger one is refused with `tooLarge` (a 413):
 * at once when Content-Length says so (the 413 closes the connection, so the body is never read
 * to its end). A body sent without a length is discarded past the limit and refused when it
 * ends, so the client reads the 413; past DRAIN_FACTOR times the limit the connection is dropped.
 * A client that goes before the end is `clientAborted`.
 */
export function readBinaryBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: () => NftCheckoutError,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      return reject(tooLarge());
    }
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      if (size > limit * DRAIN_FACTOR) {
        reject(tooLarge());
        req.destroy();
      }
    });
    req.on('end', () => {
      if (size > limit) reject(tooLarge());
      else resolve(Buffer.concat(chunks, size));
    });
    rejectOnAbort(req, reject);
  });
}
