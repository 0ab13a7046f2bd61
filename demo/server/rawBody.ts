import type { IncomingMessage } from 'node:http';

/** The largest webhook body the shop reads: far above any event, far below a memory problem. */
export const MAX_WEBHOOK_BODY = 256 * 1024;

export type RawBody = { ok: true; body: Buffer } | { ok: false; tooLarge: true };

/**
 * Reads a request body as raw bytes (a signature covers the bytes exactly as sent), up to `max`.
 * A declared or actual size past it stops the read: the caller answers 413 and closes.
 */
export async function readRawBody(req: IncomingMessage, max = MAX_WEBHOOK_BODY): Promise<RawBody> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) return { ok: false, tooLarge: true };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) return { ok: false, tooLarge: true };
    chunks.push(chunk as Buffer);
  }
  return { ok: true, body: Buffer.concat(chunks) };
}
