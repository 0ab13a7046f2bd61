import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderState, streamInfoSchema } from '../../../api/checkout.js';
import { CARDS, nftRequest, startTestSandbox, type TestSandbox } from '../../testing/harness.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ heartbeatMs: 50 });
});
afterAll(() => t.close());

interface Message {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads a server-sent event stream the way the widget does: fetch plus a stream reader. */
async function connect(token: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${t.url}/checkout/order/events`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: controller.signal,
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const messages: Message[] = [];
  /** Reads until `until` holds for the messages so far, or the stream ends. */
  const read = async (until: (all: Message[]) => boolean, timeoutMs = 8000) => {
    const deadline = Date.now() + timeoutMs;
    while (!until(messages) && !ended) {
      if (Date.now() > deadline) throw new Error(`timed out with ${JSON.stringify(messages)}`);
      const chunk = await reader.read();
      if (chunk.done) {
        ended = true;
        break;
      }
      buffer += decoder.decode(chunk.value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const message: Message = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) message.comment = line.slice(1).trim();
          const [field, ...rest] = line.split(': ');
          if (field === 'id' || field === 'event' || field === 'data')
            message[field] = rest.join(': ');
        }
        messages.push(message);
        cut = buffer.indexOf('\n\n');
      }
    }
    return messages;
  };
  const orders = () =>
    messages
      .filter((m) => m.event === 'order')
      .map((m) => JSON.parse(m.data ?? '{}') as OrderState);
  return { res, read, orders, isEnded: () => ended, abort: () => controller.abort() };
}

const smartContract = () =>
  nftRequest({ nft: { ...nftRequest().nft, executionType: 'smart_contract' } });

describe('GET /v1/checkout/order/events', { timeout: 20_000 }, () => {
  it('sends the state at once, every transition after it, and ends after Complete', async () => {
    const checkout = await t.open(smartContract());
    const stream = await connect(checkout.token);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('access-control-allow-origin')).toBe('*');
    await stream.read((all) => all.some((m) => m.event === 'order'));
    expect(stream.orders()[0]?.order.status).toBe('Draft');

    await checkout.payWithCard(CARDS.usDebit);
    await stream.read(() => false);
    expect(stream.isEnded()).toBe(true);
    const states = stream.orders();
    // One message per change; steps that fall due together may share one (the history has all).
    expect(states[0]?.order.status).toBe('Draft');
    expect(states.at(-1)?.order.status).toBe('Complete');
    expect(states.at(-1)?.transitions.map((tr) => tr.to)).toEqual([
      'Draft',
      'Processing',
      'Processed',
      'Complete',
    ]);
    const ids = stream.orders().map((s) => s.transitions.at(-1)?.sequence);
    const messageIds = (await stream.read(() => true))
      .filter((m) => m.event === 'order')
      .map((m) => Number(m.id));
    expect(messageIds).toEqual(ids);
    expect(messageIds.at(-1)).toBe(4);
    expect([...messageIds].sort((a, b) => a - b)).toEqual(messageIds);
    expect(new Set(messageIds).size).toBe(messageIds.length);
  });

  it('opens with its heartbeat interval, so a client can tell a silent stream from a dead one', async () => {
    const checkout = await t.open();
    const stream = await connect(checkout.token);
    const all = await stream.read((m) => m.some((x) => x.event === 'order'));
    expect(all[0]?.event).toBe('stream');
    expect(streamInfoSchema.parse(JSON.parse(all[0]?.data ?? ''))).toEqual({ heartbeatMs: 50 });
    expect(all[1]?.event).toBe('order');
    stream.abort();
  });

  it('honors Last-Event-ID and sends heartbeats while nothing changes', async () => {
    const checkout = await t.open();
    const stream = await connect(checkout.token, { 'last-event-id': '1' });
    const all = await stream.read((m) => m.some((x) => x.comment === 'heartbeat'));
    expect(all.filter((m) => m.event === 'order')).toEqual([]);
    stream.abort();
  });

  it('reads a malformed Last-Event-ID as none', async () => {
    const checkout = await t.open();
    const stream = await connect(checkout.token, { 'last-event-id': 'not-a-number' });
    await stream.read((m) => m.some((x) => x.event === 'order'));
    expect(stream.orders()[0]?.order.status).toBe('Draft');
    stream.abort();
  });

  it('ends at once for an order that can no longer change', async () => {
    const checkout = await t.open(smartContract());
    await checkout.payWithCard(CARDS.usCredit);
    await checkout.waitFor('Complete');
    const replay = await connect(checkout.token);
    await replay.read(() => false);
    expect(replay.orders().map((s) => s.order.status)).toEqual(['Complete']);
    const upToDate = await connect(checkout.token, { 'last-event-id': '4' });
    await upToDate.read(() => false);
    expect(upToDate.isEnded()).toBe(true);
    expect(upToDate.orders()).toEqual([]);
  });

  it('cleans up when the client goes away', async () => {
    const checkout = await t.open();
    const before = t.sandbox.openStreams();
    const stream = await connect(checkout.token);
    await stream.read((m) => m.some((x) => x.event === 'order'));
    expect(t.sandbox.openStreams()).toBe(before + 1);
    stream.abort();
    const deadline = Date.now() + 2000;
    while (t.sandbox.openStreams() > before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(t.sandbox.openStreams()).toBe(before);
  });

  it('answers 401 without a token, with a JSON error', async () => {
    const res = await fetch(`${t.url}/checkout/order/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const unknown = await fetch(`${t.url}/checkout/order/events`, {
      headers: { authorization: `Bearer ${crypto.randomUUID()}` },
    });
    expect(unknown.status).toBe(401);
  });
});
