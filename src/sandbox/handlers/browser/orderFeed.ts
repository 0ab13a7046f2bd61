import type { StreamInfo } from '../../../api/checkout.js';
import { streamIsOver, toOrderState } from '../../domain/orderView.js';
import { partsFeedKey } from '../../domain/stateParts.js';
import { requireClientToken } from '../../http/auth.js';
import type { RequestContext } from '../../http/context.js';
import type { OrderRecord } from '../../store/records.js';

/** The message for one state of the order: `id` is its last transition's sequence. */
export function orderMessage(order: OrderRecord): string {
  const sequence = order.transitions.at(-1)?.sequence ?? 0;
  return `id: ${sequence}\nevent: order\ndata: ${JSON.stringify(toOrderState(order))}\n\n`;
}

/** Last-Event-ID as a sequence number; anything else counts as none. */
function lastEventId(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value) : 0;
}

/**
 * GET /v1/checkout/order/events: the order as a server-sent event stream. First the heartbeat
 * interval, then one message at connect (unless Last-Event-ID says the client has it and the
 * order has no identity check) and one per change of the history or of the identity check; a
 * comment heartbeat keeps proxies from closing an idle stream and tells the client the
 * stream is alive; the stream ends once the order can no longer change.
 */
export function streamOrderEvents(ctx: RequestContext): void {
  const { order } = requireClientToken(ctx, 'read');
  const { res, req, services } = ctx;
  const seen = lastEventId(req.headers['last-event-id']);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  services.streams.add(res);

  let sent = seen;
  // A slice's part (the identity check) changes without a transition: its last sent form, to push
  // each change. None sent yet, so a connect shows it even when Last-Event-ID is current.
  let sentParts = '';
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let unsubscribe = () => {};
  const stop = () => {
    clearInterval(heartbeat);
    unsubscribe();
    services.streams.delete(res);
  };
  const push = (current: OrderRecord) => {
    const sequence = current.transitions.at(-1)?.sequence ?? 0;
    const parts = partsFeedKey(current);
    if (sequence > sent || parts !== sentParts) {
      sent = Math.max(sent, sequence);
      sentParts = parts;
      res.write(orderMessage(current));
    }
    if (streamIsOver(current)) {
      stop();
      res.end();
    }
  };

  // The heartbeat interval first: the client's bound for a silent stream follows it.
  const info: StreamInfo = { heartbeatMs: services.settings.heartbeatMs };
  res.write(`retry: 2000\nevent: stream\ndata: ${JSON.stringify(info)}\n\n`);
  unsubscribe = services.runner.subscribe(order.id, push);
  heartbeat = setInterval(() => res.write(': heartbeat\n\n'), services.settings.heartbeatMs);
  heartbeat.unref();
  req.on('close', stop);
  res.on('close', stop);
  push(order);
}
