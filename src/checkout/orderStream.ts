import { type OrderState, orderStateSchema } from '../api/checkout.js';
import type { Fetch } from '../api/http.js';
import { createSseParser } from './sse.js';

export type StreamOutcome = 'refused' | 'received' | 'empty';

export interface OrderStreamOptions {
  baseUrl: string;
  clientToken: string;
  fetch: Fetch;
  lastEventId: string | undefined;
  signal: AbortSignal;
  /** Ends the stream (aborts its request); called when it stays silent too long. */
  abort(): void;
  idleTimeoutMs: number;
  onState(state: OrderState, id: string | undefined): void;
  onRetry(ms: number): void;
  /** Checked after each chunk: true ends the reading. */
  stopped(): boolean;
}

function parseState(data: string): OrderState | undefined {
  try {
    const parsed = orderStateSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads GET /checkout/order/events to its end with fetch and a stream reader, so the
 * Authorization header can be sent. Tells whether the answer was not a stream at all, or a
 * stream that delivered order states, or one that delivered none.
 */
export async function readOrderStream(o: OrderStreamOptions): Promise<StreamOutcome> {
  // Only headers the service's CORS preflight allows (docs/protocol.md); no cache-control.
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    authorization: `Bearer ${o.clientToken}`,
  };
  if (o.lastEventId !== undefined) headers['last-event-id'] = o.lastEventId;
  const res = await o.fetch(`${o.baseUrl}/checkout/order/events`, { headers, signal: o.signal });
  if (!res.ok || !res.body || !/text\/event-stream/.test(res.headers.get('content-type') ?? '')) {
    await res.body?.cancel().catch(() => undefined);
    return 'refused';
  }
  let received = false;
  const parser = createSseParser({
    onMessage(message) {
      if (message.event !== 'order') return;
      const state = parseState(message.data);
      if (!state) return;
      received = true;
      o.onState(state, message.id);
    },
    onRetry: o.onRetry,
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let idle: ReturnType<typeof setTimeout> | undefined;
  const armIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(o.abort, o.idleTimeoutMs);
  };
  armIdle();
  // Cleared at once on abort, not when the pending read settles: unmount leaves no timer.
  o.signal.addEventListener('abort', () => clearTimeout(idle), { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || o.stopped()) break;
      armIdle();
      parser.push(decoder.decode(value, { stream: true }));
      if (o.stopped()) break;
    }
  } finally {
    clearTimeout(idle);
    reader.cancel().catch(() => undefined);
  }
  return received ? 'received' : 'empty';
}
