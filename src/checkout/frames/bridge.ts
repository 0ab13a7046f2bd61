import { NftCheckoutError } from '../../api/errors.js';
import type { FrameMessage } from '../../api/frameProtocol.js';
import { say } from '../locales/say.js';
import { type FrameChannelOptions, type FrameInit, openFrameChannel } from './frameChannel.js';
import type { FrameKind } from './frameKind.js';

export type { FrameInit } from './frameChannel.js';

export interface FrameBridgeOptions extends FrameChannelOptions {
  init: FrameInit;
  /** The frame's page is up and listening (again, after a new load). */
  onReady?: () => void;
  onResize?: (height: number) => void;
  onValidityChange?: (complete: boolean) => void;
  /** Failures the frame reports on its own, outside any tokenize() call. */
  onError?: (error: NftCheckoutError) => void;
  /** How long tokenize() waits for the frame's answer (default 20 000 ms). */
  timeoutMs?: number;
  /** A slice message the frame sends on its own, answering no tokenize (the wallet's token). */
  onMessage?: (name: string, fields: Readonly<Record<string, unknown>>) => void;
}

export interface FrameBridge<T> {
  /** Resolves with the frame's token, or rejects with an NftCheckoutError. */
  tokenize(): Promise<T>;
  /** New token, locale or theme: sent to the frame now if it is ready, else on `ready`. */
  update(init: FrameInit): void;
  /** Stops listening; pending tokenize() calls reject with ABORTED. */
  dispose(): void;
}

interface Pending<T> {
  resolve: (token: T) => void;
  reject: (error: NftCheckoutError) => void;
  timer: ReturnType<typeof setTimeout>;
  sent: boolean;
}

let counter = 0;
// crypto.randomUUID exists only in secure contexts; ids need only be unique within this page.
const nextRequestId = () => `${Date.now().toString(36)}-${(++counter).toString(36)}`;

/**
 * The host side of the frame protocol (src/api/frameProtocol.ts) for one kind of frame, kept
 * out of the view. tokenize() is settled only by that kind's answer: a frame of another kind at
 * the same origin cannot hand it a token of the wrong sort.
 */
export function createFrameBridge<T>(
  kind: FrameKind<T>,
  options: FrameBridgeOptions,
): FrameBridge<T> {
  const { strings } = kind;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const pending = new Map<string, Pending<T>>();
  let init = options.init;
  let ready = false;
  let disposed = false;

  const channel = openFrameChannel(options, (message) => handle(message));
  const { post } = channel;
  const postInit = () => channel.postInit(init);

  const settle = (requestId: string) => {
    const request = pending.get(requestId);
    if (request) {
      clearTimeout(request.timer);
      pending.delete(requestId);
    }
    return request;
  };

  const sendPending = () => {
    for (const [requestId, request] of pending) {
      if (!request.sent) {
        request.sent = true;
        post({ type: 'tokenize', requestId });
      }
    }
  };

  const handle = (message: FrameMessage) => {
    switch (message.type) {
      case 'ready':
        // A second `ready` means the frame reloaded and forgot what it was asked.
        for (const [requestId, request] of pending) {
          if (request.sent) {
            settle(requestId);
            request.reject(new NftCheckoutError('NETWORK', strings.reloaded));
          }
        }
        ready = true;
        postInit();
        sendPending();
        options.onReady?.();
        return;
      case 'resize':
        options.onResize?.(Math.ceil(message.height));
        return;
      case 'validity':
        options.onValidityChange?.(message.complete);
        return;
      case 'error': {
        const error = new NftCheckoutError(message.code, message.message);
        if (message.requestId === undefined) options.onError?.(error);
        else settle(message.requestId)?.reject(error);
        return;
      }
      case 'slice': {
        if (message.requestId === undefined) {
          options.onMessage?.(message.name, message.fields);
          return;
        }
        // Only this kind's answer: any other (another kind's, a challenge's result) is not for it.
        if (message.name !== kind.answer) return;
        const request = settle(message.requestId);
        if (!request) return;
        const token = kind.token(message.fields);
        if (token) request.resolve(token);
        else request.reject(new NftCheckoutError('INVALID_RESPONSE', strings.badToken));
        return;
      }
    }
  };

  return {
    tokenize() {
      if (disposed) {
        return Promise.reject(new NftCheckoutError('ABORTED', strings.removed));
      }
      return new Promise<T>((resolve, reject) => {
        const requestId = nextRequestId();
        const timer = setTimeout(() => {
          settle(requestId);
          reject(
            new NftCheckoutError(
              'TIMEOUT',
              say(strings.timeout, { count: Math.round(timeoutMs / 1000) }),
            ),
          );
        }, timeoutMs);
        pending.set(requestId, { resolve, reject, timer, sent: false });
        if (ready) sendPending();
      });
    },
    update(next) {
      init = next;
      if (ready && !disposed) postInit();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      channel.close();
      for (const requestId of [...pending.keys()]) {
        settle(requestId)?.reject(new NftCheckoutError('ABORTED', strings.removed));
      }
    },
  };
}
