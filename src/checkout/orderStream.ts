import { type OrderState, orderStateSchema, streamInfoSchema } from '../api/checkout.js';
import { createSseParser } from './sse.js';

/**
 * How a stream ended without an error: `refused` (the answer was not an event stream), `ended`
 * (the service closed it after its first bytes), `empty` (closed before sending anything).
 * A network failure, and an abort by the watchdog or the caller, reject instead.
 */
export type StreamOutcome = 'refused' | 'ended' | 'empty';

export interface OrderStreamOptions {
  /** Opens the stream's request (the checkout client's `openOrderEvents`). */
  open(lastEventId: string | undefined, signal: AbortSignal): Promise<Response>;
  lastEventId: string | undefined;
  signal: AbortSignal;
  /** Ends the stream (aborts its request); called by the watchdog. */
  abort(): void;
  /** Longest wait from the request to the stream's first bytes (the service sends them at once). */
  connectTimeoutMs: number;
  /** Longest silence (no byte: no message, no heartbeat) once open; read again at every byte. */
  silenceMs(): number;
  /** The first bytes arrived: the stream works. */
  onOpen(): void;
  /** The service stated its heartbeat interval (the stream's first message). */
  onHeartbeat(ms: number): void;
  onState(state: OrderState, id: string | undefined): void;
  onRetry(ms: number): void;
  /** Checked after each chunk: true ends the reading. */
  stopped(): boolean;
}

function parseJson<T>(data: string, schema: { safeParse(v: unknown): { data?: T } }) {
  try {
    return schema.safeParse(JSON.parse(data)).data;
  } catch {
    return undefined;
  }
}

/**
 * Reads GET /checkout/order/events to its end with fetch and a stream reader, so the
 * Authorization header can be sent. A watchdog bounds every wait: for the answer and its first
 * bytes (`connectTimeoutMs`), then between any two bytes (`silenceMs()`, about two heartbeats).
 */
export async function readOrderStream(o: OrderStreamOptions): Promise<StreamOutcome> {
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(o.abort, ms);
  };
  // Cleared at once on abort, not when the pending read settles: unmount leaves no timer.
  const disarm = () => clearTimeout(watchdog);
  o.signal.addEventListener('abort', disarm, { once: true });
  arm(o.connectTimeoutMs);
  try {
    return await read(o, arm);
  } finally {
    disarm();
    o.signal.removeEventListener('abort', disarm);
  }
}

async function read(o: OrderStreamOptions, arm: (ms: number) => void): Promise<StreamOutcome> {
  const res = await o.open(o.lastEventId, o.signal);
  if (!res.ok || !res.body || !/text\/event-stream/.test(res.headers.get('content-type') ?? '')) {
    await res.body?.cancel().catch(() => undefined);
    return 'refused';
  }
  const parser = createSseParser({
    onMessage(message) {
      if (message.event === 'stream') {
        const info = parseJson(message.data, streamInfoSchema);
        if (info) o.onHeartbeat(info.heartbeatMs);
      } else if (message.event === 'order') {
        const state = parseJson(message.data, orderStateSchema);
        if (state) o.onState(state, message.id);
      }
    },
    onRetry: o.onRetry,
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let opened = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || o.stopped()) break;
      if (!value?.length) continue;
      if (!opened) {
        opened = true;
        o.onOpen();
      }
      parser.push(decoder.decode(value, { stream: true }));
      if (o.stopped()) break;
      // After parsing: the first chunk may have stated the heartbeat the bound follows.
      arm(o.silenceMs());
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return opened ? 'ended' : 'empty';
}
