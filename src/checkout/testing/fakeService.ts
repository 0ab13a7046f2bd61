// Test-only: an in-memory fake of the widget's endpoints behind a fake `fetch`, with streams the
// test drives by hand and a count of requests still open (to prove unmount closes them).
import type { CheckoutSession, OrderState } from '../../api/checkout.js';
import type { Fetch } from '../../api/http.js';
import { BANK_LINK, QUOTE, session, stateWith } from './fixtures.js';

export * from './fixtures.js';

/** The fake's clock for the times it answers with (the fixtures' `now`). */
const NOW_MS = Date.parse('2026-11-22T10:00:00.000Z');

export interface FakeCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** One open event stream; the test sends messages and ends it. */
export interface FakeStream {
  lastEventId: string | undefined;
  send(state: OrderState, id?: string): void;
  comment(text?: string): void;
  raw(text: string): void;
  close(): void;
  fail(): void;
  readonly open: boolean;
}

type Handler = (call: FakeCall, signal: AbortSignal | undefined) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return json(status, { code, message });
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

export function createFakeService(initial: CheckoutSession = session()) {
  const calls: FakeCall[] = [];
  const streams: FakeStream[] = [];
  let open = 0;
  let current: CheckoutSession = initial;
  let state: OrderState = initial.state;
  let heartbeatMs: number | null = 15_000;
  const encoder = new TextEncoder();

  function openStream(call: FakeCall, signal: AbortSignal | undefined): Response {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let isOpen = true;
    open++;
    const end = () => {
      if (!isOpen) return false;
      isOpen = false;
      open--;
      return true;
    };
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
      cancel() {
        end();
      },
    });
    signal?.addEventListener('abort', () => {
      if (end()) controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const push = (text: string) => {
      if (isOpen) controller.enqueue(encoder.encode(text));
    };
    // As the service does: the heartbeat interval first, so the stream is open at once.
    if (heartbeatMs !== null) {
      push(`retry: 2000\nevent: stream\ndata: ${JSON.stringify({ heartbeatMs })}\n\n`);
    }
    const stream: FakeStream = {
      lastEventId: call.headers['last-event-id'],
      send(s, id) {
        const top = s.transitions.reduce((m, t) => Math.max(m, t.sequence), 0);
        push(`id: ${id ?? top}\nevent: order\ndata: ${JSON.stringify(s)}\n\n`);
      },
      comment(text = 'heartbeat') {
        push(`: ${text}\n\n`);
      },
      raw: push,
      close() {
        if (end()) controller.close();
      },
      fail() {
        if (end()) controller.error(new TypeError('network error'));
      },
      get open() {
        return isOpen;
      },
    };
    streams.push(stream);
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }

  // Phone codes as the sandbox keeps them: the code is the phone's last six digits, five wrong
  // codes lock the phone; a verified code is spent.
  const phones = new Map<string, { code: string | null; wrong: number; verified: boolean }>();
  const digitsOf = (phone: string) => phone.replace(/[\s-]/g, '');
  const ISO = (ms: number) => new Date(ms).toISOString();

  const defaults: Record<string, Handler> = {
    'POST /checkout/phone/code': (call) => {
      const { phone } = call.body as { phone: string };
      const key = digitsOf(phone);
      const entry = phones.get(key) ?? { code: null, wrong: 0, verified: false };
      phones.set(key, entry);
      if (entry.verified) return json(200, { status: 'verified', phone });
      if (entry.wrong >= 5)
        return json(200, { status: 'locked', phone, retryAt: ISO(NOW_MS + 900_000) });
      entry.code = key.slice(-6);
      return json(200, {
        status: 'sent',
        phone,
        expiresAt: ISO(NOW_MS + 600_000),
        resendAt: ISO(NOW_MS + 30_000),
      });
    },
    'POST /checkout/phone/verify': (call) => {
      const { phone, code } = call.body as { phone: string; code: string };
      const entry = phones.get(digitsOf(phone));
      if (entry && entry.wrong >= 5) {
        return json(200, { status: 'locked', phone, retryAt: ISO(NOW_MS + 900_000) });
      }
      if (!entry?.code) return json(200, { status: 'no_code', phone });
      if (entry.code === code) {
        entry.code = null;
        entry.verified = true;
        return json(200, { status: 'verified', phone });
      }
      entry.wrong++;
      return entry.wrong >= 5
        ? json(200, { status: 'locked', phone, retryAt: ISO(NOW_MS + 900_000) })
        : json(200, { status: 'wrong', phone, attemptsLeft: 5 - entry.wrong });
    },
    'GET /checkout/session': () => json(200, { ...current, state }),
    'GET /checkout/order': () => json(200, state),
    'GET /checkout/order/events': (call, signal) => openStream(call, signal),
    'POST /checkout/quote': () => json(200, QUOTE),
    'POST /checkout/bank-links': (call) => {
      const body = call.body as { username?: string; password?: string };
      return body.username === 'user_good' && body.password === 'pass_good'
        ? json(200, BANK_LINK)
        : errorResponse(402, 'PAYMENT_FAILED', 'bank login failed');
    },
    'POST /checkout/confirm': () => {
      state = stateWith(['Processing']);
      return json(200, state);
    },
    'POST /checkout/device': () => json(200, { success: true }),
    // The decision is the fake's state: a test sets the identity check it wants answered.
    'POST /checkout/identity/assess': () => json(200, state),
  };
  const routes: Record<string, Handler> = { ...defaults };

  const fetch: Fetch = async (input, init) => {
    const url = new URL(input);
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/v1/, '');
    const call: FakeCall = {
      method,
      path,
      headers: headersOf(init),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const handler = routes[`${method} ${path}`];
    if (!handler) return errorResponse(404, 'NOT_FOUND', `no route ${method} ${path}`);
    return handler(call, signal);
  };

  return {
    fetch,
    calls,
    streams,
    /** Requests still waiting for an answer, plus streams still open. */
    openRequests: () => open,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
    route(key: string, handler: Handler): void {
      routes[key] = handler;
    },
    /** Back to the fake's own handler for `key`. */
    unroute(key: string): void {
      const handler = defaults[key];
      if (handler) routes[key] = handler;
    },
    /** A handler that answers only when aborted (with an abort error): a request left open. */
    hang(): Handler {
      return (_call, signal) =>
        new Promise<Response>((_resolve, reject) => {
          open++;
          signal?.addEventListener('abort', () => {
            open--;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        });
    },
    setState(next: OrderState): void {
      state = next;
    },
    /** The interval new streams state first; null: they send nothing until told to. */
    setHeartbeat(ms: number | null): void {
      heartbeatMs = ms;
    },
    get state(): OrderState {
      return state;
    },
    setSession(next: CheckoutSession): void {
      current = next;
      state = next.state;
    },
    lastStream(): FakeStream | undefined {
      return streams.at(-1);
    },
  };
}

export type FakeService = ReturnType<typeof createFakeService>;
