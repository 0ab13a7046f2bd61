import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutClient } from '../../src/api/checkoutClient.js';
import { DEFAULT_MERCHANTS } from '../../src/sandbox/options.js';
import { passBuyerChecks } from '../../src/sandbox/testing/buyerChecks.js';
import { buyer } from '../../src/sandbox/testing/fixtures.js';
import type { OrderFulfilment } from './orderBook.js';
import { type RunningDemo, startDemo } from './start.js';

// The demo shop and the real sandbox over HTTP on 127.0.0.1: the sandbox sends its signed
// webhooks to the shop's POST /webhooks, and the shop fulfils on them alone.
let demo: RunningDemo;
let origin: string;

beforeAll(async () => {
  demo = await startDemo({ port: 0, sandboxPort: 0, fast: true }, process.cwd(), new Map());
  origin = new URL(demo.url).origin;
});

afterAll(() => demo.close());

interface Session {
  clientToken: string;
  baseUrl: string;
  orderId: string;
  referenceId: string;
  shopDelivers: boolean;
  merchantDelivers: boolean;
}

async function api<T>(path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as T };
}

async function open(item: string, scenario = 'card-us-credit'): Promise<Session> {
  const { status, json } = await api<Session>('/api/checkout-sessions', { scenario, item });
  expect(status).toBe(201);
  return json;
}

/** The buyer's side, as the widget does it: checks, card token, confirm. */
async function pay(session: Session): Promise<void> {
  const client = createCheckoutClient({
    baseUrl: session.baseUrl,
    clientToken: session.clientToken,
  });
  await client.getSession();
  const checks = await passBuyerChecks(session.baseUrl, session.clientToken, buyer());
  const card = await client.tokenizeCard({
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  await client.confirm(
    { buyer: buyer(), payment: { type: 'card', cardToken: card.cardToken }, ...checks },
    randomUUID(),
  );
}

const fulfilment = async (orderId: string) =>
  (await api<OrderFulfilment & { shopDelivers: boolean }>(`/api/orders/${orderId}/webhooks`)).json;
const serviceOrder = async (orderId: string) =>
  (await api<{ status: string; withdrawal?: { txHash?: string } }>(`/api/orders/${orderId}`)).json;

/** How many of the order's deliveries the service gave up on (its own delivery list). */
async function givenUp(orderId: string): Promise<number> {
  const { clientId, clientSecret } = DEFAULT_MERCHANTS[0]!;
  const url = new URL(`${demo.serviceUrl}/webhooks/deliveries`);
  url.searchParams.set('orderId', orderId);
  url.searchParams.set('status', 'failed');
  const res = await fetch(url, {
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
  });
  return ((await res.json()) as unknown[]).length;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the demo shop fulfils on the service’s webhooks', () => {
  it('delivers an NFT no contract delivers on order.processed, then is fulfilled on order.complete', async () => {
    const session = await open('comet');
    expect(session).toMatchObject({ shopDelivers: true, merchantDelivers: false });
    await pay(session);
    const done = await until(
      () => fulfilment(session.orderId),
      (f) => f.state === 'fulfilled',
    );
    const types = done.deliveries.map((d) => d.type);
    expect(types).toEqual(expect.arrayContaining(['order.processed', 'order.complete']));
    expect(done.deliveries.map((d) => d.sequence)).toEqual(
      [...done.deliveries.map((d) => d.sequence)].sort((a, b) => a - b),
    );
    expect(done.delivery?.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(done.txHash).toBe(done.delivery?.transactionHash);
    const order = await serviceOrder(session.orderId);
    expect(order.status).toBe('Complete');
    expect(order.withdrawal?.txHash).toBe(done.delivery?.transactionHash);
  });

  it('marks a smart-contract order fulfilled on order.complete, without delivering it', async () => {
    const session = await open('aurora');
    expect(session.shopDelivers).toBe(false);
    await pay(session);
    const done = await until(
      () => fulfilment(session.orderId),
      (f) => f.state === 'fulfilled',
    );
    expect(done.delivery).toBeUndefined();
    expect(done.status).toBe('Complete');
  });

  it('is not fulfilled while its webhooks are held, though the service completed it', async () => {
    const session = await open('aurora');
    expect((await api('/api/test/webhooks/hold', { orderId: session.orderId })).status).toBe(200);
    await pay(session);
    await until(
      () => serviceOrder(session.orderId),
      (o) => o.status === 'Complete',
    );
    const held = await until(
      () => fulfilment(session.orderId),
      (f) => f.held >= 2,
    );
    expect(held).toMatchObject({ state: 'waiting', deliveries: [] });
    expect((await api('/api/test/webhooks/release', { orderId: session.orderId })).status).toBe(
      200,
    );
    const done = await until(
      () => fulfilment(session.orderId),
      (f) => f.state === 'fulfilled',
    );
    expect(done.status).toBe('Complete');
  });

  it('does not deliver a shop-delivered NFT before its order.processed arrives', async () => {
    const session = await open('comet');
    await api('/api/test/webhooks/hold', { orderId: session.orderId });
    await pay(session);
    await until(
      () => fulfilment(session.orderId),
      (f) => f.held >= 2,
    );
    // Paid, but the shop has heard nothing: the order waits in Processed, undelivered.
    expect((await serviceOrder(session.orderId)).status).toBe('Processed');
    expect((await fulfilment(session.orderId)).delivery).toBeUndefined();
    await api('/api/test/webhooks/release', { orderId: session.orderId });
    const done = await until(
      () => fulfilment(session.orderId),
      (f) => f.state === 'fulfilled',
    );
    expect(done.delivery?.transactionHash).toBe(done.txHash);
  });

  it('after a hold longer than the retry schedule, a release has the service resend', async () => {
    const session = await open('aurora');
    await api('/api/test/webhooks/hold', { orderId: session.orderId });
    await pay(session);
    // Each event of the order gets its first try and every retry: all refused while held.
    await until(
      () => givenUp(session.orderId),
      (n) => n > 0,
      30_000,
    );
    expect((await fulfilment(session.orderId)).state).toBe('waiting');
    const release = await api<{ resent: number }>('/api/test/webhooks/release', {
      orderId: session.orderId,
    });
    expect(release.status).toBe(200);
    expect(release.json.resent).toBeGreaterThan(0);
    const done = await until(
      () => fulfilment(session.orderId),
      (f) => f.state === 'fulfilled',
    );
    expect(done.status).toBe('Complete');
  }, 45_000);

  it('answers the hosted page URL with a way back to one of the shop’s own pages', async () => {
    const { status, json } = await api<{ url: string; orderId: string }>('/api/hosted-checkouts', {
      scenario: 'card-us-credit',
      item: 'aurora',
      page: '/script-tag.html',
    });
    expect(status).toBe(201);
    const url = new URL(json.url);
    expect(url.origin).toBe(new URL(demo.serviceUrl).origin);
    expect(url.pathname).toBe('/checkout');
    expect(url.searchParams.get('client_token')).toMatch(/^[0-9a-f-]{36}$/);
    const back = new URL(url.searchParams.get('redirect_url')!);
    expect(back.href).toBe(`${origin}/script-tag.html?scenario=card-us-credit&hosted=aurora`);
    expect(json.orderId).toBeTruthy();

    const foreign = await api<{ issues: { path: string }[] }>('/api/hosted-checkouts', {
      scenario: 'card-us-credit',
      item: 'aurora',
      page: 'https://evil.example/',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.issues[0]!.path).toBe('page');
  });

  it('refuses a test-switch request without a valid order id', async () => {
    const bad = await api<{ code: string }>('/api/test/webhooks/hold', { orderId: '../x' });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION');
  });
});
