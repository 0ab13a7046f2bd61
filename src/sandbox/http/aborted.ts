import type { IncomingMessage } from 'node:http';
import { NftCheckoutError } from '../../api/errors.js';

/**
 * The client closed the connection before its request body arrived. It has no status: nobody is
 * left to answer, and nothing failed in the sandbox.
 */
export const clientAborted = (cause?: unknown) =>
  new NftCheckoutError(
    'ABORTED',
    'The client closed the connection before the request body arrived: send the request again.',
    { cause },
  );

export const isClientAbort = (error: unknown): error is NftCheckoutError =>
  error instanceof NftCheckoutError && error.code === 'ABORTED' && error.status === undefined;

/**
 * Rejects with `clientAborted` when the connection goes before the body has ended (a reset is an
 * `error`, a close without one is not). A body the reader already refused keeps that refusal.
 */
export function rejectOnAbort(req: IncomingMessage, reject: (error: unknown) => void): void {
  if (req.destroyed && !req.complete) {
    reject(clientAborted());
    return;
  }
  req.on('error', (error) => reject(clientAborted(error)));
  req.on('close', () => {
    if (!req.complete) reject(clientAborted());
  });
}
