import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from './app.js';
import { createMerchant } from './merchant.js';
import { createOrderBook } from './orderBook.js';
import { MAX_WEBHOOK_BODY } from './rawBody.js';
import { newSecret, orderEvent, sign } from './testing/signedEvents.js';
import { createWebhookReceiver } from './webhookReceiver.js';

// POST /webhooks over real HTTP: the raw body reaches the signature check byte for byte, and a
// body past the bound is refused before it is read to the end.
const SECRET = newSecret();
const book = createOrderBook();
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // No service is needed here: nothing in these tests reaches it.
  const merchant = createMerchant({
    serviceUrl: 'http://127.0.0.1:9/v1',
    credentials: { clientId: 'id', clientSecret: 'secret' },
    origin,
    book,
  });
  const handle = createDemoApp({
    root: process.cwd(),
    merchant,
    bundles: new Map(),
    origin,
    serviceOrigin: 'http://127.0.0.1:9',
    webhooks: createWebhookReceiver({ secret: SECRET, book, onProcessed: merchant.onProcessed }),
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

/** A body sent in chunks without a Content-Length: the size is known only while reading. */
function postChunked(path: string, size: number): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(`${origin}${path}`, { method: 'POST' }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', fail);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    for (let sent = 0; sent < size; sent += chunk.length) req.write(chunk);
    req.end();
  });
}

describe('POST /webhooks', () => {
  it('verifies the raw body and records the event', async () => {
    const event = orderEvent({ orderId: 'route-1', status: 'Processing', sequence: 1 });
    const signed = sign(event, SECRET);
    const res = await post('/webhooks', signed.body, signed.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    const view = await (await fetch(`${origin}/api/orders/route-1/webhooks`)).json();
    expect(view).toMatchObject({
      orderId: 'route-1',
      status: 'Processing',
      state: 'waiting',
      deliveries: [{ eventId: event.id, type: 'order.processing', verified: true }],
    });
  });

  it('refuses a body re-serialised after signing (same JSON, other bytes)', async () => {
    const event = orderEvent({ orderId: 'route-2', status: 'Complete', sequence: 1 });
    const signed = sign(event, SECRET);
    const reformatted = JSON.stringify(JSON.parse(signed.body), null, 2);
    const res = await post('/webhooks', reformatted, signed.headers);
    expect(res.status).toBe(401);
    expect(book.get('route-2')).toBeUndefined();
  });

  it('refuses a body past 256 KiB with 413, declared or not, and records nothing', async () => {
    const event = orderEvent({
      orderId: 'route-3',
      status: 'Complete',
      sequence: 1,
      order: { data: { name: 'x'.repeat(MAX_WEBHOOK_BODY) } },
    });
    const signed = sign(event, SECRET);
    const res = await post('/webhooks', signed.body, signed.headers);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await postChunked('/webhooks', MAX_WEBHOOK_BODY + 64 * 1024)).toBe(413);
    expect(book.get('route-3')).toBeUndefined();
  });

  it('has no test switch unless the demo runs with --fast', async () => {
    const res = await post('/api/test/webhooks/hold', JSON.stringify({ orderId: 'route-1' }));
    expect(res.status).toBe(404);
  });

  it('refuses a malformed order id before asking anyone', async () => {
    for (const id of ['a%2Fb', '%E0%A4%A', 'x'.repeat(101), 'a.b']) {
      const res = await fetch(`${origin}/api/orders/${id}/webhooks`);
      expect(res.status, id).toBe(400);
      expect((await res.json()).code).toBe('VALIDATION');
    }
  });
});
